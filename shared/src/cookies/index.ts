export { readCookie, writeCookie, removeCookie, readJsonCookie, writeJsonCookie } from './cookies.js';
