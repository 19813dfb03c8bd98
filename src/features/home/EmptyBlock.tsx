/** What a carousel of API content shows when there is nothing in it: one honest sentence. */
export function EmptyBlock({ text }: { text: string }) {
  return <p className="notice notice--empty">{text}</p>;
}
