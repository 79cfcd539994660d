// The AI worker's loader (scripts/finish_site.py, in place of Trunk's shim): wasm-bindgen's
// init called with one object (the shim's old form logs a deprecation warning in every worker),
// and a WebAssembly that cannot be fetched reported with its file and HTTP status: thrown
// outside the promise, the error reaches the page as the worker's error event.
importScripts('./__SCRIPT__.js');
__FETCH_WASM__
fetchWasm('./__WASM__')
  .then((response) => wasm_bindgen({ module_or_path: response }))
  .catch((error) => setTimeout(() => { throw error; }));
