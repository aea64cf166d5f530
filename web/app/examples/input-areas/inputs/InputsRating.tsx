import { Fragment, useId } from "react";
import { FaStar } from "react-icons/fa6";
import { Button } from "~/components/Button";
import { DemoForm } from "~/components/DemoForm";

const stars = [1, 2, 3, 4, 5];

export default function InputsRating() {
  const id = useId();
  return (
    <div className="row justify-content-center">
      <div className="col-md-8 col-lg-5 text-center">
        <DemoForm message="Thank you for your rating. This is a demo form: nothing was sent.">
          <fieldset aria-describedby={`${id}-scale`}>
            <legend className="h6 mb-2">How helpful was your advice appointment?</legend>
            {/* Native radios: arrow keys move the choice, the stars before it fill in (CSS only). */}
            <div className="star-rating">
              {stars.map((value) => (
                <Fragment key={value}>
                  <input type="radio" className="visually-hidden" id={`${id}-${value}`} name="rating" value={value} required />
                  <label htmlFor={`${id}-${value}`} className="star-rating-star">
                    <FaStar aria-hidden="true" focusable="false" />
                    <span className="visually-hidden">
                      {value} {value === 1 ? "star" : "stars"}
                    </span>
                  </label>
                </Fragment>
              ))}
            </div>
            <p id={`${id}-scale`} className="text-sm mb-0">
              1 star is not helpful, 5 stars is very helpful.
            </p>
          </fieldset>
          <Button type="submit" variant="gradient" color="dark" className="mt-3 mb-0">
            Send rating
          </Button>
        </DemoForm>
      </div>
    </div>
  );
}

export const meta = { title: "Input: star rating", keywords: ["rating", "stars", "feedback", "review", "radio"], order: 10 };
