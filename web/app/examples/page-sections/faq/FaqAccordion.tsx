import { FaqAccordion as Questions } from "~/components/FaqAccordion";

const questions = [
  {
    question: "How do I order?",
    answer:
      "Pick what you want, open your basket and choose Checkout. You can order as a guest or with an account; either way an e-mail confirms the order within a few minutes.",
  },
  {
    question: "How can I make the payment?",
    answer:
      "We take debit and credit cards, and bank transfer for orders over $500. Your card is only charged when the order leaves our warehouse.",
  },
  {
    question: "How much time does it take to receive the order?",
    answer:
      "Orders leave the warehouse within two working days. Delivery then takes one to three working days at home and five to ten working days abroad.",
  },
  {
    question: "Can I resell the products?",
    answer:
      "Yes. What you buy is yours to resell, as long as you do not present yourself as an official partner of the shop.",
  },
  {
    question: "Where do I find the shipping details?",
    answer:
      "The confirmation e-mail has a tracking link, and your account lists every order with its courier and its latest status.",
  },
];

export default function FaqAccordion() {
  return (
    <div className="container py-4">
      <div className="row">
        <div className="col-lg-8 mx-auto">
          <div className="text-center mb-4">
            <h3 className="section-title mb-2">Frequently asked questions</h3>
            <p className="section-lead mb-0">Sample answers from an invented shop.</p>
          </div>
          <Questions items={questions} headingAs="h4" />
        </div>
      </div>
    </div>
  );
}

export const meta = { title: "FAQ: accordion" };
