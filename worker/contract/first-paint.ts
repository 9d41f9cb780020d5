// Paint first, then load (docs/decisions/013-paint-first.md). One small inline script in every
// page's <head>, shared by the build (which leaves a placeholder for it in the prerendered pages),
// the Worker (which fills it in, and allows exactly this text in its Content-Security-Policy by
// hash) and the tests. It is a constant: what changes per page travels in its data attributes.

/** The id of the inline script element. */
export const FIRST_PAINT_SCRIPT_ID = 'first-paint';

/**
 * localStorage key under which a page records the brand font files it has fetched into the HTTP
 * cache (their URLs, space-separated), so that later pages of this origin can use them at once.
 */
export const FONTS_STORAGE_KEY = 'portal-fonts';

/** Set on <html> when the brand fonts are cached: the theme's CSS then switches them on. */
export const FONTS_READY_ATTRIBUTE = 'data-fonts';

/** The script's own attributes: the brand font files to cache (the Worker's), and the page's modules (the build's). */
export const FIRST_PAINT_FONT_FILES_ATTRIBUTE = 'data-fonts';
export const FIRST_PAINT_MODULES_ATTRIBUTE = 'data-modules';

/**
 * What the script does, in order:
 * 1. Before the first paint: if the brand font files listed in `data-fonts` are the ones stored
 *    under FONTS_STORAGE_KEY, mark <html> so the brand fonts render from the start.
 * 2. After the first contentful paint (or after a second at most, e.g. in a hidden tab): load the
 *    page's modules listed in `data-modules` (entry first, then modulepreloads for its chunks),
 *    and, if the fonts were not marked ready, fetch them into the cache and record them. Each
 *    element added and each fetch started is a task of its own: together, on a slow phone, they
 *    made one task long enough to block input (and Lighthouse's TBT) just after the first paint.
 * Plain ES5 syntax: it runs untranspiled, before any of the build's code.
 */
export const FIRST_PAINT_SCRIPT = `(function(){var s=document.currentScript,h=document.documentElement,f=s.getAttribute("${FIRST_PAINT_FONT_FILES_ATTRIBUTE}")||"",m=s.getAttribute("${FIRST_PAINT_MODULES_ATTRIBUTE}")||"",k=null;try{k=localStorage.getItem("${FONTS_STORAGE_KEY}")}catch(e){}var ready=f!==""&&k===f;if(ready)h.setAttribute("${FONTS_READY_ATTRIBUTE}","");var done=false;function go(){if(done)return;done=true;var q=[];m.split(" ").filter(Boolean).forEach(function(u,i){q.push(function(){var e=document.createElement(i?"link":"script");if(i){e.rel="modulepreload";e.href=u}else{e.type="module";e.src=u}e.crossOrigin="";document.head.appendChild(e)})});if(f&&!ready){var p=[];f.split(" ").forEach(function(u){q.push(function(){p.push(fetch(u).then(function(r){if(!r.ok)throw new Error(u);return r.arrayBuffer()}))})});q.push(function(){Promise.all(p).then(function(){try{localStorage.setItem("${FONTS_STORAGE_KEY}",f)}catch(e){}},function(){})})}(function next(){var t=q.shift();if(t){t();setTimeout(next)}})()}try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go)}}).observe({type:"paint",buffered:true})}catch(e){}setTimeout(go,1000)})()`;
