/**
 * XSS corpus for stored article HTML (decision 007): one or more payloads per category. The sanitiser test
 * asserts none survives; the end-to-end test opens each, stored through the API, on the public article page
 * in Chromium and asserts nothing runs. Each payload calls window.__xss(id) if it ever executes.
 */
export type XssCase = { category: string; html: string };

const hit = (n: number) => `window.__xss&&__xss(${n})`;
const hitRaw = (n: number) => `window.__xss && __xss(${n})`;

export const XSS_CORPUS: XssCase[] = [
  { category: 'script tag', html: `<script>${hitRaw(1)}</script>` },
  {
    category: 'script tag, upper and mixed case',
    html: `<SCRIPT>${hitRaw(2)}</SCRIPT><ScRiPt>${hitRaw(3)}</sCrIpT>`,
  },
  { category: 'script with src', html: '<script src="https://evil.example/x.js"></script>' },
  { category: 'script split by a nested tag', html: `<scr<script>ipt>${hitRaw(4)}</scr</script>ipt>` },
  { category: 'script with a broken closing tag', html: `<script>${hitRaw(5)}</script >` },
  { category: 'img onerror', html: `<img src="x" onerror="${hitRaw(6)}">` },
  { category: 'img onerror without quotes and with a slash', html: `<img/src=x/onerror=${hit(7)}>` },
  {
    category: 'event handlers on allowed elements',
    html: `<p onclick="${hitRaw(8)}" onmouseover="${hitRaw(8)}">x</p><a href="https://ok.example" onfocus="${hitRaw(8)}">y</a>`,
  },
  {
    category: 'autofocus onfocus',
    html: `<p contenteditable autofocus onfocus="${hitRaw(9)}">x</p><input autofocus onfocus="${hitRaw(9)}">`,
  },
  {
    category: 'body and svg onload',
    html: `<body onload="${hitRaw(10)}"><svg onload="${hitRaw(10)}"></svg>`,
  },
  { category: 'javascript: link', html: `<a href="javascript:${hitRaw(11)}">x</a>` },
  {
    category: 'javascript: link, mixed case and leading spaces',
    html: `<a href="  JaVaScRiPt:${hitRaw(12)}">x</a>`,
  },
  {
    category: 'javascript: with entity-encoded letters',
    html: `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${hit(13)}">x</a>`,
  },
  {
    category: 'javascript: with hex entities without semicolons',
    html: `<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A${hit(14)}">x</a>`,
  },
  {
    category: 'javascript: with tab, newline and null inside',
    html: `<a href="jav&#x09;ascript:${hit(15)}">a</a><a href="java\nscript:${hit(15)}">b</a><a href="java&#0;script:${hit(15)}">c</a>`,
  },
  { category: 'javascript: with &colon; entity', html: `<a href="javascript&colon;${hit(16)}">x</a>` },
  { category: 'vbscript: link', html: '<a href="vbscript:msgbox(17)">x</a>' },
  {
    category: 'data: URL link',
    html: `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxOCk8L3NjcmlwdD4=">x</a><a href="data:text/html,<script>${hitRaw(18)}</script>">y</a>`,
  },
  {
    category: 'data: URL image',
    html: '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMTkpPjwvc3ZnPg==">',
  },
  { category: 'javascript: image source', html: `<img src="javascript:${hitRaw(20)}">` },
  {
    category: 'srcset with javascript:',
    html: `<img src="https://ok.example/a.jpg" srcset="javascript:${hitRaw(21)} 1x"><picture><source srcset="javascript:x"></picture>`,
  },
  {
    category: 'svg namespace confusion',
    html: `<svg><p><style><img src=x onerror=${hit(22)}></style></p></svg>`,
  },
  {
    category: 'svg script and animate',
    html: `<svg><script>${hitRaw(23)}</script><a><animate attributeName="href" values="javascript:${hitRaw(23)}"/><text x="20" y="20">x</text></a></svg>`,
  },
  {
    category: 'svg foreignObject and use',
    html: `<svg><foreignObject><img src=x onerror=${hit(24)}></foreignObject><use href="data:image/svg+xml,<svg id='x' onload='alert(24)'/>#x"/></svg>`,
  },
  {
    category: 'MathML namespace confusion',
    html: `<math><mtext><table><mglyph><style><img src=x onerror=${hit(25)}></style></mglyph></table></mtext></math>`,
  },
  { category: 'MathML href', html: `<math href="javascript:${hitRaw(26)}"><mi>x</mi></math>` },
  { category: 'xmp raw-text trick', html: `<xmp><p title="</xmp><img src=x onerror=${hit(27)}>"></xmp>` },
  {
    category: 'noscript raw-text trick',
    html: `<noscript><p title="</noscript><img src=x onerror=${hit(28)}>"></noscript>`,
  },
  {
    category: 'noembed and noframes raw-text tricks',
    html: `<noembed><p title="</noembed><img src=x onerror=${hit(29)}>"></noembed><noframes><p title="</noframes><img src=x onerror=${hit(29)}>"></noframes>`,
  },
  {
    category: 'textarea and title raw-text tricks',
    html: `<textarea><p title="</textarea><img src=x onerror=${hit(30)}>"></textarea><title><img src=x onerror=${hit(30)}></title>`,
  },
  {
    category: 'comment and CDATA breakouts',
    html: `<!--><img src=x onerror=${hit(31)}>--><![CDATA[><img src=x onerror=${hit(31)}>]]>`,
  },
  {
    category: 'attribute breakout with quotes',
    html: `<p style="color:red" title='"><img src=x onerror=${hit(32)}>'>x</p><img src="https://ok.example/a.jpg" alt="x&quot; onerror=&quot;${hitRaw(32)}">`,
  },
  { category: 'base href', html: '<base href="https://evil.example/"><a href="/news">x</a>' },
  {
    category: 'meta refresh',
    html: '<meta http-equiv="refresh" content="0;url=javascript:alert(34)"><meta http-equiv="refresh" content="0; url=https://evil.example">',
  },
  {
    category: 'iframe srcdoc',
    html: `<iframe srcdoc="&lt;script&gt;parent.${hitRaw(35)}&lt;/script&gt;"></iframe>`,
  },
  {
    category: 'iframe javascript: src',
    html: `<iframe src="javascript:parent.${hitRaw(36)}"></iframe><frameset><frame src="javascript:alert(36)"></frameset>`,
  },
  {
    category: 'object and embed',
    html: '<object data="javascript:alert(37)"></object><embed src="data:text/html,<script>alert(37)</script>"><applet code="X"></applet>',
  },
  {
    category: 'form action and formaction',
    html: `<form action="javascript:${hitRaw(38)}"><button formaction="javascript:${hitRaw(38)}">Gửi</button><input type="submit" formaction="javascript:alert(38)"></form>`,
  },
  {
    category: 'style element',
    html: '<style>body{background:url("javascript:alert(39)")} @import "https://evil.example/x.css";</style>',
  },
  {
    category: 'style attribute with url(javascript:)',
    html: '<p style="background-image:url(javascript:alert(40))">x</p><span style="background:url(&quot;javascript:alert(40)&quot;)">y</span>',
  },
  {
    category: 'style attribute with expression() and behavior',
    html: '<p style="width:expression(alert(41))">x</p><span style="behavior:url(x.htc);-moz-binding:url(x.xml#xss)">y</span>',
  },
  {
    category: 'style escapes hiding url(',
    html: '<p style="color:re\\64;background:u\\72l(javascript:alert(42))">x</p><span style="font-size:12px;color:red;/**/background:url(javascript:alert(42))">y</span>',
  },
  {
    category: 'link stylesheet and import',
    html: '<link rel="stylesheet" href="https://evil.example/x.css"><link rel="import" href="https://evil.example/x.html">',
  },
  {
    category: 'template content',
    html: `<template><img src=x onerror=${hit(44)}></template><p>sau template</p>`,
  },
  {
    category: 'details ontoggle',
    html: `<details open ontoggle="${hitRaw(45)}"><summary>x</summary></details>`,
  },
  {
    category: 'video and audio handlers',
    html: `<video><source onerror="${hitRaw(46)}"></video><audio src=x onerror=${hit(46)}></audio>`,
  },
  { category: 'marquee and blink handlers', html: `<marquee onstart="${hitRaw(47)}">x</marquee>` },
  {
    category: 'protocol-relative URLs',
    html: '<a href="//evil.example/x">x</a><img src="//evil.example/x.jpg">',
  },
  {
    category: 'target window.opener abuse',
    html: '<a href="https://evil.example" target="_blank" rel="opener">x</a><a href="https://ok.example" target="_top">y</a>',
  },
  {
    category: 'data attributes carrying markup',
    html: '<p data-style="&quot;&gt;&lt;img src=x onerror=alert(50)&gt;" data-x="y">x</p><ol data-level="1 onclick=alert(50)"><li>a</li></ol>',
  },
  {
    category: 'class and id clobbering',
    html: '<p id="__proto__" class="admin-only" name="cookie">x</p><img name="getElementById" src="https://ok.example/a.jpg">',
  },
  {
    category: 'unicode escapes and full-width letters in the scheme',
    html: '<a href="\u006aavascript:alert(52)">x</a><a href="ｊａｖａｓｃｒｉｐｔ:alert(52)">y</a>',
  },
  {
    category: 'keygen, isindex, dialog and portal handlers',
    html: `<keygen autofocus onfocus="${hitRaw(53)}"><isindex type=image src=1 onerror=${hit(53)}><dialog open onclose="${hitRaw(53)}"></dialog>`,
  },
  {
    category: 'custom element with handler and slot',
    html: `<x-card onpointerenter="${hitRaw(54)}" is="x"><slot onclick="${hitRaw(54)}">x</slot></x-card>`,
  },
];

/** What the editor (TipTap, spec 001 §2) produces, kept as it is by the sanitiser. */
export const EDITOR_SAMPLE = [
  '<h1 style="text-align:center" data-style="title">Tiêu đề bài viết</h1>',
  '<h2 style="text-align:left" data-style="h2">Thiết kế website</h2>',
  '<h3 data-style="h3">Mục nhỏ</h3><h4 data-style="h4">Mục nhỏ hơn</h4>',
  '<p style="text-align:justify">Đoạn văn <strong>đậm</strong>, <em>nghiêng</em>, <u>gạch chân</u>, <s>gạch ngang</s>, ',
  '<span style="color:#e53935">chữ đỏ</span>, <span style="background-color:rgb(255, 235, 59)">nền vàng</span>, ',
  '<span style="font-size:18px">chữ 18</span> và <a href="https://example.com/bai-viet" target="_blank" rel="noopener noreferrer nofollow">liên kết</a>, ',
  '<a href="mailto:lienhe@example.com">email</a>, <a href="/api/public/guides/huong-dan.pdf">tệp</a>.</p>',
  '<p style="margin-left:40px">Thụt lề</p>',
  '<ol style="list-style-type:decimal" data-level="1" data-list-style="decimal"><li><p>Một</p>',
  '<ol style="list-style-type:lower-alpha" data-level="2" data-list-style="lower-alpha"><li><p>a</p>',
  '<ol style="list-style-type:lower-roman" data-level="3" data-list-style="lower-roman"><li><p>i</p></li></ol></li></ol></li></ol>',
  '<ul style="list-style-type:disc" data-level="1" data-list-style="disc"><li><p>Chấm</p>',
  '<ul style="list-style-type:circle" data-level="2" data-list-style="circle"><li><p>Tròn</p></li></ul></li></ul>',
  '<blockquote><p>Trích dẫn</p></blockquote><hr />',
  '<p><img src="/api/public/images/anh.jpg" alt="Ảnh minh họa" width="800" height="400" style="width:100%" />',
  '<img src="https://cdn.example.com/a.png" alt="Ảnh ngoài" /></p>',
  '<table style="min-width:75px"><colgroup><col style="min-width:25px" /><col style="min-width:25px" /></colgroup>',
  '<tbody><tr><th colspan="1" rowspan="1"><p>Cột 1</p></th><th colspan="2" rowspan="1"><p>Cột 2</p></th></tr>',
  '<tr><td colspan="1" rowspan="2" style="background-color:#f5f5f5"><p>Ô</p></td><td colspan="1" rowspan="1" colwidth="120"><p>Ô</p></td></tr></tbody></table>',
  '<p>Dòng một<br />Dòng hai</p>',
].join('');
