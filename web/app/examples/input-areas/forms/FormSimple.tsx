import { useId } from "react";
import { Form } from "react-bootstrap";
import { Button } from "~/components/Button";
import { DemoForm } from "~/components/DemoForm";
import { Input } from "~/components/Input";

export default function FormSimple() {
  const id = useId();
  return (
    <div className="row justify-content-center">
      <div className="col-lg-7">
        <div className="text-center mb-4">
          <h3>Contact us</h3>
          <p className="mb-0">For further questions, including partnership opportunities, please use our contact form.</p>
        </div>
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
  );
}

export const meta = { title: "Form: contact form", order: 1, keywords: ["form"] };
