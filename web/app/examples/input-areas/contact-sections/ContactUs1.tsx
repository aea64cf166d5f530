import { FaDribbble, FaFacebook, FaInstagram, FaTwitter } from "react-icons/fa6";
import { MdEmail, MdLocationOn, MdPhone } from "react-icons/md";
import { Button } from "~/components/Button";
import { DemoForm } from "~/components/DemoForm";
import { Input } from "~/components/Input";

const socials = [
  { label: "Facebook", icon: FaFacebook },
  { label: "Twitter", icon: FaTwitter },
  { label: "Dribbble", icon: FaDribbble },
  { label: "Instagram", icon: FaInstagram },
];

export default function ContactUs1() {
  return (
    <div className="card contact-card">
      <div className="row g-0">
        <div className="col-lg-7">
          <div className="p-4 p-md-5">
            <h3>Contact us</h3>
            <p className="mb-4">For further questions, including partnership opportunities, write to us or use our contact form.</p>
            <DemoForm method="post" autoComplete="off">
              <div className="row">
                <div className="col-md-6">
                  <Input variant="static" name="name" label="Full name" placeholder="eg. Amara Okafor" className="mb-4" />
                </div>
                <div className="col-md-6">
                  <Input variant="static" name="topic" label="I'm looking for" placeholder="eg. A partnership" className="mb-4" />
                </div>
              </div>
              <Input
                as="textarea"
                variant="static"
                name="message"
                label="Your message"
                rows={6}
                placeholder="Describe your problem in at least 250 characters"
                className="mb-4"
              />
              <div className="text-end">
                <Button type="submit" variant="gradient" color="primary" className="mb-0">
                  Send Message
                </Button>
              </div>
            </DemoForm>
          </div>
        </div>
        <div className="col-lg-5">
          <div className="contact-info-panel bg-gradient-dark">
            <h3 className="h4 text-white">Contact Information</h3>
            <p className="text-white-soft mb-4">Fill up the form and our team will get back to you within 24 hours.</p>
            <ul className="list-unstyled contact-info-list">
              <li>
                <MdPhone size={20} aria-hidden="true" focusable="false" />
                <a href="tel:+442079460958">+44 20 7946 0958</a>
              </li>
              <li>
                <MdEmail size={20} aria-hidden="true" focusable="false" />
                <a href="mailto:hello@example.com">hello@example.com</a>
              </li>
              <li>
                <MdLocationOn size={20} aria-hidden="true" focusable="false" />
                <span>1 Sample Street, London SE1 7PB</span>
              </li>
            </ul>
            <div className="d-flex gap-2 mt-auto">
              {socials.map(({ label, icon: Icon }) => (
                <button key={label} type="button" className="btn contact-social-button" aria-label={label}>
                  <Icon aria-hidden="true" focusable="false" />
                </button>
              ))}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

export const meta = { title: "Contact us: form with an information panel" };
