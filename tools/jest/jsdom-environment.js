/*
 * jsdom with Node's Request: the typed client (openapi-fetch) builds every call as a Request, which
 * jsdom does not have. Nothing else of Node's fetch is added: the tests answer fetch themselves
 * (@academy/context/testing's fake API).
 */
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithRequest extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.Request = Request;
  }
}

module.exports = JsdomWithRequest;
