export const id = 645;
export const ids = [645];
export const modules = {

/***/ 7645:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   compileSchema: () => (/* binding */ compileSchema)
/* harmony export */ });
/* harmony import */ var ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2210);
/* harmony import */ var ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var ajv__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2463);
/* harmony import */ var ajv__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(ajv__WEBPACK_IMPORTED_MODULE_0__);


/**
 * Compile a user's schema (`bench-check validate ./my.schema.json FILE`) in an instance of its
 * own, so its `$id` cannot clash with ours: draft-06/07 when its `$schema` says so, else 2020-12.
 * Not strict: foreign schemas often carry keywords ajv's strict mode refuses. (Our own schemas
 * are compiled at build time: registry.ts; only this command loads ajv's compiler.)
 */
function compileSchema(schema) {
    const dialect = schema.$schema;
    const options = { allErrors: true, verbose: true, strict: false, allowUnionTypes: true };
    const ajv = typeof dialect === 'string' && /draft-0[67]/.test(dialect)
        ? new (ajv__WEBPACK_IMPORTED_MODULE_0___default()["default"])(options)
        : new (ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_1___default()["default"])(options);
    return ajv.compile(schema);
}


/***/ })

};
