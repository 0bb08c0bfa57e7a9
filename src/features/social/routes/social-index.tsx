import { Link } from 'react-router';
import { en } from '../../../lib/messages/en.ts';
import { services } from '../../../lib/services.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { TagForm } from '../TagForm.tsx';
import '../social.css';

export function Component() {
  const { hashtags } = services().config;
  return (
    <>
      <PageHeader title={en.social.title} crumbs={[{ label: en.app.home, to: '/' }]}>
        <p className="lede">{en.social.intro}</p>
      </PageHeader>
      <TagForm />
      <h2>{en.social.suggested}</h2>
      <ul className="tag-list">
        {hashtags.map((tag) => (
          <li key={tag}>
            <Link to={`/social/${encodeURIComponent(tag)}`}>#{tag}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
