import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../api/errors.ts';
import { readList } from '../../../api/operations.ts';
import { signInText } from '../messages.ts';
import { describeError } from '../../../lib/messages/errors.data.ts';
import { apiWithToken } from '../../../lib/api.data.ts';
import { services } from '../../../lib/services.shell.ts';
import { endSession, signIn, useSignedInUser } from '../../../lib/session.shell.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import '../shoebox.css';
import { returnPath } from '../return-path.ts';

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

function tokenProblem(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 493) return signInText.invalid;
    if (error.code === 491) return signInText.expired;
    if (error.code === 494) return signInText.missing;
  }
  const described = describeError(error);
  return `${described.title}. ${described.detail}`;
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

export function Component() {
  const { demoUsers } = services().config;
  const navigate = useNavigate();
  const location = useLocation();
  const user = useSignedInUser();
  const [token, setToken] = useState('');
  const [name, setName] = useState('');
  const [visible, setVisible] = useState(false);
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = useId();
  const helpId = useId();
  const errorId = useId();
  const nameId = useId();
  const nameHelpId = useId();
  const demoId = useId();
  const formId = useId();
  const destination = returnPath(location.state);

  const attempt = async (candidate: string, userName: string) => {
    if (candidate.trim() === '') {
      setProblem(signInText.required);
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
      setProblem(tokenProblem(error));
    } finally {
      setChecking(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const demo = demoUsers.find((candidate) => candidate.token === token.trim());
    void attempt(token, displayName(name, token.trim()) || (demo?.name ?? ''));
  };

  return (
    <div className="sign-in">
      <PageHeader title={signInText.title} crumbs={[]}>
        <p className="lede">{signInText.intro}</p>
      </PageHeader>
      {user && <p role="status">{user.name ? signInText.signedInAs(user.name) : signInText.signedIn}</p>}
      {demoUsers.length > 0 && (
        <section className="sign-in__section" aria-labelledby={demoId}>
          <h2 id={demoId}>{signInText.demoTitle}</h2>
          <p>{signInText.demoIntro}</p>
          <div className="button-row">
            {demoUsers.map((demo) => (
              <button
                key={demo.token}
                type="button"
                className="button"
                disabled={checking}
                onClick={() => void attempt(demo.token, demo.name)}
              >
                {signInText.demoAs(demo.name)}
              </button>
            ))}
          </div>
        </section>
      )}
      <section className="sign-in__section" aria-labelledby={formId}>
        <h2 id={formId}>{signInText.tokenTitle}</h2>
        <p>{signInText.whatIsAToken}</p>
        <form onSubmit={submit} noValidate>
          <div className="sign-in__field">
            <label htmlFor={fieldId}>{signInText.tokenLabel}</label>
            <div className="sign-in__row">
              <input
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
                {visible ? signInText.hide : signInText.show}
              </button>
            </div>
            <p id={helpId} className="sign-in__help">
              {signInText.tokenHelp} {signInText.readOnlyNote}
            </p>
          </div>
          <div className="sign-in__field">
            <label htmlFor={nameId}>{signInText.nameLabel}</label>
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
              {signInText.nameHelp}
            </p>
          </div>
          {problem && (
            <p id={errorId} className="field-error" role="alert">
              {problem}
            </p>
          )}
          <button type="submit" className="button" disabled={checking}>
            {checking ? signInText.checking : signInText.submit}
          </button>
        </form>
      </section>
    </div>
  );
}
