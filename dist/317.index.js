export const id = 317;
export const ids = [317];
export const modules = {

/***/ 7317:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony import */ var _transitlm_pool_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5653);
/**
 * Every module that registers a worker job (core/threads.ts). A worker thread started from a
 * bundle imports only this, not the CLI or the action: the bundler puts it in a chunk of its own,
 * so a worker compiles a fraction of the program and starts sooner with less memory.
 */



/***/ })

};
