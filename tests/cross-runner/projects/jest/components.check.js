// Each component page of components.json (written by the cross-runner test)
// shown in Jest's jsdom document and held against its golden.
const components = require('./components.json');

/** The page's title, its head's style sheets and its body, in the document the runner gives the test. */
function show(html) {
  const page = new DOMParser().parseFromString(html, 'text/html');
  document.title = page.title;
  for (const style of document.head.querySelectorAll('style[data-component]')) style.remove();
  for (const style of page.head.querySelectorAll('style')) {
    const copy = document.createElement('style');
    copy.dataset.component = '';
    copy.textContent = style.textContent;
    document.head.append(copy);
  }
  document.body.innerHTML = page.body.innerHTML;
}

for (const { name, html } of components) {
  test(name, () => {
    show(html);
    expect(document).toMatchA11ySnapshot();
    expect(document).toMatchA11ySnapshot({ detail: 'full' });
  });
}
