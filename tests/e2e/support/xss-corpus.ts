/**
 * The XSS corpus of the journeys (issue 15, point 4; decision 070): payloads that would run
 * `window.__xss(id)` (or `alert(id)`, or set the document's title to `XSS-id`) if any place that
 * renders owner or visitor text let them through. Every payload carries its own number, so a call
 * names the payload that got through (support/xss-probe.ts records the calls).
 *
 * - `text`: for every text field (titles, descriptions, names, meta tags, JSON-LD, inline state):
 *   HTML elements and event handlers, attribute and element breakouts, template syntax, U+2028/29.
 * - `markdown`: for markdown bodies, besides the text payloads: links, images, reference links,
 *   autolinks and raw HTML with dangerous schemes or attribute breakouts.
 * - `url`: for URL fields (links, images, social links): dangerous schemes in many spellings,
 *   breakouts of the attribute and other hosts. The API refuses most of them (decision 022); what it
 *   accepts must render harmless.
 * - `css`: for owner-set style values (theme colours and fonts), which the API must refuse.
 */
export type XssPayload = { id: number; value: string };

const call = (id: number) => `__xss(${id})`;

export const TEXT_PAYLOADS: readonly XssPayload[] = [
  { id: 1, value: `<script>${call(1)}</script>` },
  { id: 2, value: `<img src=x onerror=${call(2)}>` },
  { id: 3, value: `<svg onload=${call(3)}>` },
  { id: 4, value: `<svg><script>${call(4)}</script></svg>` },
  { id: 5, value: `"><img src=x onerror=${call(5)}>` },
  { id: 6, value: `" onmouseover="${call(6)}" x="` },
  { id: 7, value: `' autofocus onfocus='${call(7)}' x='` },
  { id: 8, value: `</script><script>${call(8)}</script>` },
  { id: 9, value: `</title><script>${call(9)}</script>` },
  { id: 10, value: `</style><script>${call(10)}</script>` },
  { id: 11, value: `{{constructor.constructor('${call(11)}')()}}` },
  { id: 12, value: `\${${call(12)}}#{${call(12)}}` },
  { id: 13, value: `<iframe srcdoc="<script>parent.${call(13)}</script>">` },
  { id: 14, value: `<a href="javascript:${call(14)}">x</a>` },
  { id: 15, value: `<math><mtext><table><mglyph><style><img src=x onerror=${call(15)}>` },
  { id: 16, value: `<noscript><p title="</noscript><img src=x onerror=${call(16)}>">` },
  { id: 17, value: `\u2028${call(17)}\u2029</script><script>${call(17)}</script>` },
  { id: 18, value: `<!--<script>${call(18)}</script>-->` },
  { id: 19, value: `<base href="javascript:${call(19)}//">` },
  { id: 20, value: `<meta http-equiv="refresh" content="0;url=javascript:${call(20)}">` },
  { id: 21, value: `<div style="background:url(javascript:${call(21)})">x</div>` },
  { id: 22, value: `<img src=x onerror=alert(22)>` },
  { id: 23, value: `<img src=x onerror="document.title='XSS-23'">` },
  { id: 24, value: `<details open ontoggle=${call(24)}>` },
  { id: 25, value: `<input autofocus onfocus=${call(25)}>` },
  { id: 26, value: `<object data="javascript:${call(26)}">` },
  { id: 27, value: `<form action="javascript:${call(27)}"><button>x</button></form>` },
  { id: 28, value: `<body onload=${call(28)}>` },
];

export const MARKDOWN_PAYLOADS: readonly XssPayload[] = [
  { id: 50, value: `[x50](javascript:${call(50)})` },
  { id: 51, value: `[x51](JaVaScRiPt:${call(51)})` },
  { id: 52, value: `[x52](java&#x09;script:${call(52)})` },
  { id: 53, value: `[x53](&#106;avascript:${call(53)})` },
  { id: 54, value: `[x54](\\u006aavascript:${call(54)})` },
  { id: 55, value: `[x55](vbscript:${call(55)})` },
  { id: 56, value: `[x56](data:text/html,<script>${call(56)}</script>)` },
  { id: 57, value: `![x57](x" onerror="${call(57)})` },
  { id: 58, value: `![x58](javascript:${call(58)})` },
  { id: 59, value: `[ref59][r59]\n\n[r59]: javascript:${call(59)}` },
  { id: 60, value: `<javascript:${call(60)}>` },
  { id: 61, value: `[x61](<javascript:${call(61)}>)` },
  { id: 62, value: `[x62]( javascript:${call(62)} )` },
  { id: 63, value: `[x63](javascript&colon;${call(63)})` },
  { id: 64, value: `[x64](https://x.test/"onmouseover="${call(64)})` },
  { id: 65, value: `[x65](#" onclick="${call(65)})` },
  { id: 66, value: `![x66](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9X194c3MoNjYpPg==)` },
  { id: 67, value: `<a href="javascript:${call(67)}">x67</a>` },
  { id: 68, value: `<div onmouseover="${call(68)}">x68</div>` },
  { id: 69, value: `[x69](javas%63ript:${call(69)})` },
  { id: 70, value: `www.x.test/"onmouseover=${call(70)}` },
  { id: 71, value: `[x71](data:text/html;base64,PHNjcmlwdD5fX3hzcyg3MSk8L3NjcmlwdD4=)` },
];

export const URL_PAYLOADS: readonly XssPayload[] = [
  { id: 80, value: `javascript:${call(80)}` },
  { id: 81, value: `JaVaScRiPt:${call(81)}` },
  { id: 82, value: `java&#x09;script:${call(82)}` },
  { id: 83, value: `&#106;avascript:${call(83)}` },
  { id: 84, value: `\\u006aavascript:${call(84)}` },
  { id: 85, value: ` javascript:${call(85)}` },
  { id: 86, value: `data:text/html,<script>${call(86)}</script>` },
  { id: 87, value: `vbscript:${call(87)}` },
  { id: 88, value: `javascript://%0a${call(88)}` },
  { id: 89, value: `//evil.test/${call(89)}` },
  { id: 90, value: `/\\evil.test/${call(90)}` },
  { id: 91, value: `https://x.test/" onmouseover="${call(91)}" x="` },
  { id: 92, value: `https://x.test/'><script>${call(92)}</script>` },
  { id: 93, value: `https://x.test/#"><img src=x onerror=${call(93)}>` },
  { id: 94, value: `/"><svg onload=${call(94)}>` },
];

/** Theme values land in a style sheet: every one must be refused. */
export const CSS_PAYLOADS: readonly XssPayload[] = [
  { id: 100, value: `red;background:url(javascript:${call(100)})` },
  { id: 101, value: `expression(${call(101)})` },
  { id: 102, value: `#fff}</style><script>${call(102)}</script>` },
  { id: 103, value: `Inter'; } body { background: url(javascript:${call(103)}) } '` },
];

/** Payloads the journeys set into fields of at most `max` characters, joined by `separator`. */
export function payloadChunks(payloads: readonly XssPayload[], max: number, separator = ' · '): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const { value } of payloads) {
    if (value.length > max) throw new Error(`payload longer than ${max}: ${value}`);
    const joined = current ? `${current}${separator}${value}` : value;
    if (joined.length <= max) current = joined;
    else {
      chunks.push(current);
      current = value;
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

/** One markdown body with every text and markdown payload, each in a paragraph of its own. */
export const MARKDOWN_BODY = [
  '## Heading <script>__xss(0)</script>',
  ...[...TEXT_PAYLOADS, ...MARKDOWN_PAYLOADS].map(({ value }) => value),
  `\`<script>${call(0)}</script>\``,
].join('\n\n');

/** Every payload id a page might call, for messages. */
export const ALL_PAYLOADS = [...TEXT_PAYLOADS, ...MARKDOWN_PAYLOADS, ...URL_PAYLOADS, ...CSS_PAYLOADS];
