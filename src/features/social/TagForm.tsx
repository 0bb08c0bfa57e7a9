import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { socialText } from './messages.ts';
import { normaliseTag } from './tags.ts';
import { paths } from '../../lib/paths.shell.ts';

export function TagForm({ initial = '' }: { initial?: string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  // Follow the URL's tag when it changes, without remounting the form.
  const [shownInitial, setShownInitial] = useState(initial);
  if (shownInitial !== initial) {
    setShownInitial(initial);
    setValue(initial);
  }
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = useId();
  const helpId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tag = normaliseTag(value);
    if (!tag) {
      setProblem(socialText.tagRequired);
      return;
    }
    setProblem(null);
    navigate(paths.feed.href(tag));
  };
  return (
    <form className="tag-form" onSubmit={submit} role="search">
      <div className="tag-form__field">
        <label htmlFor={fieldId}>{socialText.formLabel}</label>
        <input id={fieldId} type="search" value={value} onChange={(event) => setValue(event.target.value)} aria-describedby={helpId} />
        <span id={helpId} className="tag-form__help">
          {problem ?? socialText.formHelp}
        </span>
      </div>
      <button type="submit" className="button">
        {socialText.go}
      </button>
    </form>
  );
}
