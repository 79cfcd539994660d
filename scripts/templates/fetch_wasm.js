// A WebAssembly download that fails says which file and why (the browser alone says "Failed to
// fetch" or "HTTP status code is not ok", without the file). Every loader uses it: a page's
// (home_loader.js, page_loader.js) and the AI worker's (worker_loader.js).
const fetchWasm = (url) => fetch(url).then(
  (response) => (response.ok ? response : Promise.reject(new Error(`${url} could not be loaded: HTTP ${response.status}`))),
  (error) => Promise.reject(new Error(`${url} could not be downloaded: ${error.message}`)),
);
