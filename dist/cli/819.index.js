export const id = 819;
export const ids = [819];
export const modules = {

/***/ 4819:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   installProxyDispatcher: () => (/* binding */ installProxyDispatcher),
/* harmony export */   proxyFor: () => (/* binding */ proxyFor)
/* harmony export */ });
/* harmony import */ var _actions_http_client_lib_proxy__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9783);
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6752);
/* harmony import */ var _proxy_variables_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4571);
// Every outgoing request through the proxy the environment names (docs/cli.md "Proxies"):
// HTTPS_PROXY for https URLs, HTTP_PROXY for http ones, NO_PROXY for the hosts that go direct,
// lower-case names first, decided per request by @actions/http-client's own rule (getProxyUrl:
// a loopback host is never proxied; a NO_PROXY entry matches the host, host:port, a .suffix, or
// `*`). One undici dispatcher, installed as the global one at the entry points, serves every
// `fetch` of the process: the GitHub client, the flood provider, the TransitLM route evaluator.



/**
 * The proxy for a request to `url`, by the environment (as @actions/http-client decides), or null
 * to go direct. A proxy written without its scheme (`proxy.corp:3128`) is http://, as curl takes it;
 * @actions/http-client would read `proxy.corp:` as a scheme and go direct without a word.
 */
function proxyFor(url) {
    const proxy = (0,_actions_http_client_lib_proxy__WEBPACK_IMPORTED_MODULE_0__/* .getProxyUrl */ .s)(url);
    if (proxy === undefined)
        return null;
    if (proxy.hostname !== '')
        return proxy;
    try {
        const withScheme = new URL(`http://${proxy.href}`);
        return withScheme.hostname !== '' ? withScheme : null;
    }
    catch {
        return null;
    }
}
/**
 * An undici Agent that sends each request through the proxy `proxyFor` names for its origin, or
 * directly. One ProxyAgent per proxy, with its credentials (decoded, as @actions/http-client sends them).
 */
class EnvProxyAgent extends undici__WEBPACK_IMPORTED_MODULE_1__/* .Agent */ .g6 {
    viaProxy = new Map();
    dispatch(options, handler) {
        const proxy = proxyFor(new URL(String(options.origin)));
        if (proxy === null)
            return super.dispatch(options, handler);
        let agent = this.viaProxy.get(proxy.href);
        if (agent === undefined) {
            const credentials = proxy.username || proxy.password
                ? { token: `Basic ${Buffer.from(`${proxy.username}:${proxy.password}`).toString('base64')}` }
                : {};
            // An http URL is sent to the proxy as an absolute URI, as curl does (many proxies allow
            // CONNECT to port 443 only); an https one through a CONNECT tunnel.
            agent = new undici__WEBPACK_IMPORTED_MODULE_1__/* .ProxyAgent */ .kT({ uri: proxy.href, proxyTunnel: false, ...credentials });
            this.viaProxy.set(proxy.href, agent);
        }
        return agent.dispatch(options, handler);
    }
}
/**
 * Installs EnvProxyAgent as the global dispatcher when the environment names a proxy (the global
 * `fetch` of Node 20, 22 and 24 reads it); returns whether it did. Call once, at an entry point.
 */
function installProxyDispatcher(env) {
    if (!(0,_proxy_variables_js__WEBPACK_IMPORTED_MODULE_2__/* .namesProxy */ .p)(env))
        return false;
    (0,undici__WEBPACK_IMPORTED_MODULE_1__/* .setGlobalDispatcher */ .bj)(new EnvProxyAgent());
    return true;
}


/***/ })

};
