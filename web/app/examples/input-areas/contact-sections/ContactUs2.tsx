import { Button } from "~/components/Button";
import { DemoForm } from "~/components/DemoForm";
import { Input } from "~/components/Input";

export default function ContactUs2() {
  return (
    <div className="row justify-content-center">
      <div className="col-lg-9">
        <div className="card contact-card p-4 p-md-5">
          <div className="text-center mb-4">
            <h3>Say hi!</h3>
            <p className="mb-0">We&apos;d like to talk with you. Tell us a little about what you need.</p>
          </div>
          <DemoForm method="post" autoComplete="off">
            <div className="row">
              <div className="col-md-6">
                <Input variant="dynamic" name="name" label="My name is" className="mb-4" />
              </div>
              <div className="col-md-6">
                <Input variant="dynamic" name="topic" label="I'm looking for" className="mb-4" />
              </div>
            </div>
            <Input as="textarea" variant="dynamic" name="message" label="Your message" rows={6} className="mb-4" />
            <div className="text-center">
              <Button type="submit" variant="gradient" color="dark" className="mb-0">
                Send Message
              </Button>
            </div>
          </DemoForm>
        </div>
      </div>
    </div>
  );
}

export const meta = { title: "Contact us: centred form" };
