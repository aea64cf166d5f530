import { MdMailOutline } from "react-icons/md";
import { Button } from "~/components/Button";
import { DemoForm } from "~/components/DemoForm";
import { Input } from "~/components/Input";

export default function Newsletter1() {
  return (
    <div className="container">
      <div className="row align-items-center gy-4">
        <div className="col-md-7 col-lg-6">
          <h3>Be the first to see the news</h3>
          <p className="mb-4">
            One short email a week with new guides, changes to the rules that matter and tips from people who have made the move.
          </p>
          <DemoForm>
            <div className="row g-3 align-items-center">
              <div className="col-sm-8">
                <Input variant="outline" type="email" name="email" label="Email address" autoComplete="email" />
              </div>
              <div className="col-sm-4">
                <Button type="submit" variant="gradient" color="info" className="w-100 mb-0">
                  Subscribe
                </Button>
              </div>
            </div>
          </DemoForm>
        </div>
        <div className="col-md-5 ms-auto d-none d-md-block">
          <div className="newsletter-art" aria-hidden="true">
            <MdMailOutline size={96} focusable="false" />
          </div>
        </div>
      </div>
    </div>
  );
}

export const meta = { title: "Newsletter: sign-up beside a picture", keywords: ["newsletter", "subscribe", "email"] };
