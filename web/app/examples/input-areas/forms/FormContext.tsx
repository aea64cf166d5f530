import { useId } from "react";
import { Form } from "react-bootstrap";
import { Button } from "~/components/Button";
import { DemoForm } from "~/components/DemoForm";
import { Input } from "~/components/Input";
import { Photo } from "~/components/Photo";

export default function FormContext() {
  const id = useId();
  return (
    <div className="form-context">
      <Photo src="https://images.unsplash.com/photo-1486299267070-83823f5448dd?auto=format&fit=crop&w=1400&q=70" alt="" width={1400} height={933} fit="fill" />
      <div className="form-context-body">
        <div className="text-center text-white mb-4">
          <h3 className="text-white">Contact us</h3>
          <p className="text-white-soft mb-0">For further questions, including partnership opportunities, please use our contact form.</p>
        </div>
        <div className="card form-context-card">
          <DemoForm method="post" autoComplete="off">
            <div className="row">
              <div className="col-md-6">
                <Input variant="dynamic" name="first-name" label="First name" className="mb-4" />
              </div>
              <div className="col-md-6">
                <Input variant="dynamic" name="last-name" label="Last name" className="mb-4" />
              </div>
            </div>
            <Input variant="dynamic" type="email" name="email" label="Email address" className="mb-4" />
            <Input as="textarea" variant="dynamic" name="message" label="Your message" rows={4} className="mb-4" />
            <Form.Check
              type="switch"
              role="switch"
              id={`${id}-terms`}
              name="terms"
              label="I agree to the Terms and Conditions."
              defaultChecked
              className="mb-4"
            />
            <Button type="submit" variant="gradient" color="dark" className="w-100 mb-0">
              Send Message
            </Button>
          </DemoForm>
        </div>
      </div>
    </div>
  );
}

export const meta = { title: "Form: contact form over a photo", order: 2, keywords: ["form"] };
