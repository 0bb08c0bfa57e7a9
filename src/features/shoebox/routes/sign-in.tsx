import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../api/errors.ts';
import { readList } from '../../../api/operations.ts';
import { shoeboxText } from '../messages.ts';
import { withData } from '../../../i18n/with-data.tsx';
import { describeError, errorSentence } from '../../../lib/messages/errors.ts';
import { apiWithToken } from '../../../lib/clients/service-client.ts';
import { services } from '../../../lib/config/services.ts';
import { endSession, signIn, useSignedInUser } from '../../../lib/session/signed-in-user.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import '../shoebox.css';
import { returnPath } from '../return-path.ts';
import { isKioskMode } from '../../../lib/session/kiosk-mode.ts';
// The one crossing left between features (issue #48): on a kiosk the shoebox hands over to the visitor's phone, a kiosk page.
// eslint-disable-next-line no-restricted-imports
import { phoneHead, ShoeboxOnYourPhone } from '../../kiosk/ShoeboxOnYourPhone.tsx';
import { heading } from '../../../lib/head/route-head.ts';

/**
 * Checks a candidate token with one cheap read, sent by a one-off client so
 * nothing global changes until the token is known to work. Servers without
 * the shoebox listing (499) are asked for something else instead.
 */
async function checkToken(token: string): Promise<void> {
  const { config } = services();
  const client = apiWithToken(token);
  try {
    await readList(client, 'listItems', { perPage: 1 });
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 499)) throw error;
    const terminal = config.directory.terminals[0];
    if (terminal) await readList(client, 'terminalGalleries', { terminalId: terminal.id, perPage: 1 });
  }
}

/** What went wrong, kept as it happened; its words are made at render, in the active language. */
type Problem = { kind: 'required' } | { kind: 'refused'; error: unknown };

function tokenProblem(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 493) return shoeboxText.signIn.invalid;
    if (error.code === 491) return shoeboxText.signIn.expired;
    if (error.code === 494) return shoeboxText.signIn.missing;
  }
  return errorSentence(describeError(error));
}

/**
 * The name shown in the header is what the visitor typed, else the demo
 * user's (the service cannot tell who owns a token); without either the
 * header just says "Signed in". Never the token itself, even when it was
 * pasted into the wrong field.
 */
function displayName(typed: string, token: string): string {
  const name = typed.trim().slice(0, NAME_MAX_LENGTH);
  return token !== '' && name.includes(token) ? '' : name;
}

const NAME_MAX_LENGTH = 40;

/** On a kiosk nobody types a token: the visitor signs in on their own phone (ShoeboxOnYourPhone). */
export function Component() {
  const [kiosk] = useState(isKioskMode);
  return kiosk ? <ShoeboxOnYourPhone /> : <SignIn />;
}

function SignIn() {
  const { demoUsers } = services().config;
  const navigate = useNavigate();
  const location = useLocation();
  const user = useSignedInUser();
  const [token, setToken] = useState('');
  const [name, setName] = useState('');
  const [visible, setVisible] = useState(false);
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const fieldId = useId();
  const helpId = useId();
  const errorId = useId();
  const nameId = useId();
  const nameHelpId = useId();
  const demoId = useId();
  const formId = useId();
  const destination = returnPath(location.state);

  const tokenField = useRef<HTMLInputElement>(null);

  /** `fromForm`: the form's own submit, whose problem is the field's (focus goes there to fix it). */
  const attempt = async (candidate: string, userName: string, fromForm: boolean) => {
    if (checking) return;
    if (candidate.trim() === '') {
      setProblem({ kind: 'required' });
      tokenField.current?.focus();
      return;
    }
    setChecking(true);
    setProblem(null);
    try {
      await checkToken(candidate.trim());
      // A different person may have used this tab: nothing the last token fetched may show.
      endSession();
      signIn({ token: candidate.trim(), name: userName });
      navigate(destination, { replace: true });
    } catch (error) {
      setProblem({ kind: 'refused', error });
      if (fromForm) tokenField.current?.focus();
    } finally {
      setChecking(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const demo = demoUsers.find((candidate) => candidate.token === token.trim());
    void attempt(token, displayName(name, token.trim()) || (demo?.name ?? ''), true);
  };

  return (
    <div className="sign-in">
      <PageHeader title={shoeboxText.signIn.title} crumbs={[]}>
        <p className="lede">{shoeboxText.signIn.intro}</p>
      </PageHeader>
      {user && <p role="status">{user.name ? withData(shoeboxText.signIn.signedInAs, user.name) : shoeboxText.signIn.signedIn}</p>}
      {demoUsers.length > 0 && (
        <section className="sign-in__section" aria-labelledby={demoId}>
          <h2 id={demoId}>{shoeboxText.signIn.demoTitle}</h2>
          <p>{shoeboxText.signIn.demoIntro}</p>
          <div className="button-row">
            {demoUsers.map((demo) => (
              <button
                key={demo.token}
                type="button"
                className="button"
                // Not `disabled` while a check runs: a disabled button drops the focus to <body>.
                aria-disabled={checking || undefined}
                onClick={() => void attempt(demo.token, demo.name, false)}
              >
                {withData(shoeboxText.signIn.demoAs, demo.name)}
              </button>
            ))}
          </div>
        </section>
      )}
      <section className="sign-in__section" aria-labelledby={formId}>
        <h2 id={formId}>{shoeboxText.signIn.tokenTitle}</h2>
        <p>{shoeboxText.signIn.whatIsAToken}</p>
        <form onSubmit={submit} noValidate>
          <div className="sign-in__field">
            <label htmlFor={fieldId}>{shoeboxText.signIn.tokenLabel}</label>
            <div className="sign-in__row">
              <input
                ref={tokenField}
                id={fieldId}
                type={visible ? 'text' : 'password'}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                value={token}
                onChange={(event) => setToken(event.target.value)}
                aria-describedby={problem ? `${helpId} ${errorId}` : helpId}
                aria-invalid={problem ? true : undefined}
              />
              <button type="button" className="button button--quiet" onClick={() => setVisible((shown) => !shown)} aria-pressed={visible}>
                {visible ? shoeboxText.signIn.hide : shoeboxText.signIn.show}
              </button>
            </div>
            <p id={helpId} className="sign-in__help">
              {shoeboxText.signIn.tokenHelp} {shoeboxText.signIn.readOnlyNote}
            </p>
          </div>
          <div className="sign-in__field">
            <label htmlFor={nameId}>{shoeboxText.signIn.nameLabel}</label>
            <input
              id={nameId}
              type="text"
              autoComplete="nickname"
              maxLength={NAME_MAX_LENGTH}
              value={name}
              onChange={(event) => setName(event.target.value)}
              aria-describedby={nameHelpId}
            />
            <p id={nameHelpId} className="sign-in__help">
              {shoeboxText.signIn.nameHelp}
            </p>
          </div>
          {problem && (
            <p id={errorId} className="field-error" role="alert">
              {problem.kind === 'required' ? shoeboxText.signIn.required : tokenProblem(problem.error)}
            </p>
          )}
          <button type="submit" className="button" aria-disabled={checking || undefined}>
            {checking ? shoeboxText.signIn.checking : shoeboxText.signIn.submit}
          </button>
        </form>
      </section>
    </div>
  );
}

export const head = () => (isKioskMode() ? phoneHead() : heading(shoeboxText.signIn.title, []));
