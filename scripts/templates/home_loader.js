// Home's loader (scripts/finish_site.py, in place of Trunk's): Trunk's, with the WebAssembly
// fetched by fetchWasm. The events and globals are Trunk's own.
import init, * as bindings from '__JS__';
__FETCH_WASM__
const wasm = await init({ module_or_path: await fetchWasm('__WASM__') });
window.wasmBindings = bindings;
dispatchEvent(new CustomEvent("TrunkApplicationStarted", {detail: {wasm}}));
