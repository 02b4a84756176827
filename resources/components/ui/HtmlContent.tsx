/** Shows HTML the server rendered from Markdown and sanitised (SPEC §3); never pass user input here. */
export function HtmlContent({ html }: { html: string }) {
  return <div className="prose-content" dangerouslySetInnerHTML={{ __html: html }} />;
}
