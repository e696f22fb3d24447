// Async boundary: shared singletons (react, react-query, ...) are negotiated before any app code runs.
void import('./bootstrap');
