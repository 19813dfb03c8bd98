/** Island: the visitor count, shown only once the live API has recorded this session's visit. */
import { formatIndianNumber } from '~/lib/items';
import { useVisitorCount } from './useVisitorCount';
import './VisitorCounter.css';
import { island } from '~/lib/island';

interface Props {
  text: string;
}

function VisitorCounter({ text }: Props) {
  const count = useVisitorCount();
  // The live region is there from the start so the count is announced politely.
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
