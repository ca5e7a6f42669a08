const { a11ySerializer } = require(process.env.A11Y_SNAPSHOT_DOOR ?? '../../../dist/jest/index.cjs');

beforeEach(() => {
  document.title = 'Orders';
  document.body.innerHTML = `
    <form aria-label="New order"><label>Customer <input required></label><button>Create order</button></form>
    <table aria-label="Orders"><tr><td>Ada</td><td><button>Delete</button></td></tr><tr><td>Alan</td><td><button>Delete</button></td></tr></table>`;
});

test('what the matchers refuse, they refuse before capturing, in one line', () => {
  expect(() => expect(document).not.toMatchA11ySnapshot()).toThrow(
    'toMatchA11ySnapshot() does not support .not: a golden says what the page is, not what it is not',
  );
  expect(() => expect('<button>Save</button>').toMatchA11ySnapshot()).toThrow('toMatchA11ySnapshot() expects a Document or an Element, got a string');
  expect(() => expect(document).toMatchA11ySnapshot({ scope: 'main' })).toThrow(
    'toMatchA11ySnapshot: unknown option "scope" (the options are detail, testIdAttributes, steps, lint)',
  );
  expect(() => expect(document).toMatchA11ySnapshot({ detail: 'huge' })).toThrow(
    'toMatchA11ySnapshot: detail must be one of compact, full, regions, v1, read; got "huge"',
  );
  expect(() => expect(document).toMatchInlineA11ySnapshot({ steps: ['tapOn Save'] })).toThrow(/^toMatchInlineA11ySnapshot: steps\[0\]: Bad step/);
  expect(() => expect(document).toMatchA11ySnapshot('orders')).toThrow(/takes \{ detail \}, not a hint name/);
});

test('toResolve: one element passes; an ambiguous step fails with its candidates; .not inverts', () => {
  expect(document).toResolve("tapOn: 'Create order'");
  expect(document).not.toResolve("tapOn: 'Delete'");
  expect(() => expect(document).toResolve("tapOn: 'Delete'")).toThrow(/ambiguous "Delete": 2/);
  expect(() => expect(document).toResolve("tapOn: 'Create order'", { scope: 'form' })).toThrow(
    'toResolve: unknown option "scope" (the options are testIdAttributes)',
  );
});

test('the serializer prints an element as v2 lines in toMatchSnapshot', () => {
  expect.addSnapshotSerializer(a11ySerializer);
  expect(document.querySelector('form')).toMatchInlineSnapshot(`
snapshot v2
page "Orders" url="/orders" settled
textbox "Customer" required
button "Create order"
`);
});

test('lint fails a snapshot that holds a nameless control', () => {
  document.body.insertAdjacentHTML('beforeend', '<button></button>');
  expect(document).toMatchA11ySnapshot({ lint: ['nameless'] });
});
