/**
 * A part of a page that is only read, drawn to HTML by its route's loader (decision 062): the
 * browser keeps the server's markup as it hydrates and sets the same markup after a navigation,
 * without ever loading the components that drew it. Its box takes no part in the layout.
 */
export function StaticMarkup({ html }: { html: string }) {
  return html ? <div className="static-markup" dangerouslySetInnerHTML={{ __html: html }} /> : null;
}
