import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { socialText } from './messages.ts';
import { readTag, type TagProblem } from './tags.ts';
import { paths } from '../../lib/addresses/paths.ts';
import { earlyValue, useEarlyInput } from '../../lib/hydration/use-early-input.ts';

/** Each problem's message key: the message itself is read at render, in the language of the moment. */
const PROBLEMS = {
  required: 'tagRequired',
  invalid: 'tagInvalid',
  'too-long': 'tagTooLong',
} as const satisfies Record<TagProblem, keyof typeof socialText>;

/**
 * The hashtag form. Also a plain GET form (`/social?tag=…`, whose loader goes on to the feed or
 * sends the form back with `initialProblem`), for a browser without JavaScript.
 */
export function TagForm({
  initial = '',
  initialProblem = null,
}: {
  initial?: string | undefined;
  initialProblem?: TagProblem | null | undefined;
}) {
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  // Follow the URL's tag when it changes, without remounting the form.
  const [shownInitial, setShownInitial] = useState(initial);
  if (shownInitial !== initial) {
    setShownInitial(initial);
    setValue(initial);
  }
  const [problem, setProblem] = useState<TagProblem | null>(initialProblem);
  const field = useRef<HTMLInputElement>(null);
  // Typed on the server's page before the app ran: kept, not emptied by the next render.
  useEarlyInput(() => {
    const typed = earlyValue(field.current, value);
    if (typed !== undefined) setValue(typed);
  });
  const fieldId = useId();
  const helpId = useId();
  const problemId = useId();
  // Checked on submit, not while typing: the message says what to change, and the visitor stays
  // on this page with the field focused until the tag is one the feed's address can hold.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The field's own text: on a page the server sent, a visitor may type before the app is running.
    const read = readTag(field.current?.value ?? value);
    if ('problem' in read) {
      setProblem(read.problem);
      field.current?.focus();
      return;
    }
    setProblem(null);
    navigate(paths.feed.href(read.tag));
  };
  return (
    <form className="tag-form" method="get" action={paths.social.href()} onSubmit={submit} role="search">
      <div className="tag-form__field">
        <label htmlFor={fieldId}>{socialText.formLabel}</label>
        <input
          ref={field}
          id={fieldId}
          name="tag"
          type="search"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-describedby={problem ? `${problemId} ${helpId}` : helpId}
          aria-invalid={problem ? true : undefined}
        />
        <span id={helpId} className="tag-form__help">
          {socialText.formHelp}
        </span>
      </div>
      <button type="submit" className="button">
        {socialText.go}
      </button>
      {/* Its own line under the field and the button, so the button stays where it was. */}
      {problem && (
        <p id={problemId} className="tag-form__problem" role="alert">
          {socialText[PROBLEMS[problem]]}
        </p>
      )}
    </form>
  );
}
