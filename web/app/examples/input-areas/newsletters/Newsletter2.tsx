import { MdMailOutline } from "react-icons/md";
import { Button } from "~/components/Button";
import { DemoForm } from "~/components/DemoForm";
import { Input } from "~/components/Input";

export default function Newsletter2() {
  return (
    <div className="row justify-content-center">
      <div className="col-lg-8">
        <div className="card newsletter-card text-center">
          <div className="icon-shape bg-gradient-primary mx-auto mb-3">
            <MdMailOutline size={24} aria-hidden="true" focusable="false" />
          </div>
          <h3>Get tips and tricks every week!</h3>
          <p className="mb-4">Join our newsletter and get news in your inbox every week. We hate spam too, so you will never get any.</p>
          <DemoForm>
            <div className="row g-3 justify-content-center align-items-end">
              <div className="col-md-7">
                <Input variant="dynamic" type="email" name="email" label="Your email" autoComplete="email" className="text-start" />
              </div>
              <div className="col-md-4">
                <Button type="submit" variant="gradient" color="primary" className="w-100 mb-0">
                  Subscribe
                </Button>
              </div>
            </div>
          </DemoForm>
        </div>
      </div>
    </div>
  );
}

export const meta = { title: "Newsletter: centred sign-up card", keywords: ["newsletter", "subscribe", "email"] };
