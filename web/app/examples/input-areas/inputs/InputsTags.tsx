import { useId, useRef, useState, type KeyboardEvent } from "react";
import { MdClose } from "react-icons/md";

const maxTags = 8;

export default function InputsTags() {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [tags, setTags] = useState(["English", "Polish"]);
  const [draft, setDraft] = useState("");
  const [news, setNews] = useState("");

  /** Adds what was typed: one language, or several pasted with commas between them. */
  const add = () => {
    const words = draft
      .split(",")
      .map((word) => word.trim())
      .filter(Boolean);
    setDraft("");
    if (words.length === 0) return;
    const next = [...tags];
    const messages: string[] = [];
    for (const word of words) {
      if (next.some((tag) => tag.toLowerCase() === word.toLowerCase())) {
        messages.push(`${word} is already in the list.`);
      } else if (next.length >= maxTags) {
        messages.push(`You can add up to ${maxTags} languages.`);
        break;
      } else {
        next.push(word);
        messages.push(`${word} added.`);
      }
    }
    setTags(next);
    setNews(messages.join(" "));
  };

  const remove = (tag: string) => {
    setTags((current) => current.filter((existing) => existing !== tag));
    setNews(`${tag} removed.`);
    field.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      add();
    } else if (event.key === "Backspace" && draft === "" && tags.length > 0) {
      remove(tags[tags.length - 1]);
    }
  };

  return (
    <div className="row justify-content-center">
      <div className="col-md-8 col-lg-6">
        <label htmlFor={`${id}-field`} className="form-label fw-bold text-body-emphasis">
          Languages you speak
        </label>
        {/* A click anywhere in the box puts the caret in the field, as in a plain text box. */}
        <div className="tag-input" onClick={(event) => event.target === event.currentTarget && field.current?.focus()}>
          <ul className="tag-input-list" aria-label="Languages added">
            {tags.map((tag) => (
              <li key={tag} className="tag-input-tag">
                {tag}
                <button type="button" className="tag-input-remove" aria-label={`Remove ${tag}`} onClick={() => remove(tag)}>
                  <MdClose aria-hidden="true" focusable="false" />
                </button>
              </li>
            ))}
          </ul>
          <input
            ref={field}
            id={`${id}-field`}
            className="tag-input-field"
            autoComplete="off"
            enterKeyHint="enter"
            aria-describedby={`${id}-hint`}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={add}
          />
        </div>
        <p id={`${id}-hint`} className="text-sm mt-1 mb-0">
          Press Enter or type a comma to add a language; Backspace in the empty field removes the last one.
        </p>
        <p role="status" className="visually-hidden">
          {news}
        </p>
      </div>
    </div>
  );
}

export const meta = { title: "Input: tags", keywords: ["tags", "chips", "tag input", "multi value", "tokens"], order: 11, scripted: true };
