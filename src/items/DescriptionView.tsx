/** An item's description: the build's sanitised HTML, or a live item's plain paragraphs. */
import type { Description } from './model';

export function DescriptionView({
  description,
  className,
  lang,
}: {
  description: Description;
  className: string;
  /** `en` on a Hindi page. */
  lang?: string | undefined;
}) {
  if ('html' in description) {
    return description.html ? (
      <div
        className={className}
        lang={lang}
        dangerouslySetInnerHTML={{ __html: description.html }}
      />
    ) : null;
  }
  if (description.paragraphs.length === 0) return null;
  return (
    <div className={className} lang={lang}>
      {description.paragraphs.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
    </div>
  );
}
