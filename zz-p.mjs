import { JSDOM } from 'jsdom';
const N = 10000;
for (const [label, html] of [
  ['div no end', '<div>'.repeat(N) + '<button>Deep</button>'],
  ['div end', '<div>'.repeat(N) + '<button>Deep</button>' + '</div>'.repeat(N)],
  ['span end', '<span>'.repeat(N) + '<button>Deep</button>' + '</span>'.repeat(N)],
  ['btn spans', '<button>Top' + '<span>'.repeat(N) + 'deep' + '</span>'.repeat(N) + '</button>'],
  ['btn spans noend', '<button>Top' + '<span>'.repeat(N) + 'deep'],
]) {
  const t = Date.now();
  const d = new JSDOM(`<body>${html}</body>`).window.document;
  console.log(label, Date.now() - t, d.getElementsByTagName('*').length);
}
