// antd's first render of each component (CSS-in-JS) is slow in jsdom, and this machine's cores are shared: give
// findBy*/waitFor more than the default second before they call an element missing.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
