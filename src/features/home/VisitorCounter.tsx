/**
 * Island: the visitor counter of the home page. Shows nothing until the live API has recorded
 * this session's visit and answered the count, then "Visitors: 1,23,456" (Indian grouping).
 */
import { formatIndianNumber } from '~/lib/format';
import { useVisitorCount } from './useVisitorCount';
import './VisitorCounter.css';
import { island } from '~/lib/island';

interface Props {
  /** "Visitors to this site:" in the page's language (src/i18n `visitors.text`). */
  text: string;
}

/** Hydrated with `client:idle`. */
function VisitorCounter({ text }: Props) {
  const count = useVisitorCount();
  // The live region is there from the start (empty, no height) so the count is announced politely.
  return (
    <div className="visitor-counter" aria-live="polite">
      {count !== null && (
        <p className="visitor-counter__text">
          {text} <strong>{formatIndianNumber(count)}</strong>
        </p>
      )}
    </div>
  );
}

export default island('The visitor counter', VisitorCounter);
