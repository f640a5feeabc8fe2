vcl 4.1;

# Varnish in front of the hospital website (README, "Behind a CDN"). Run the server with
# EDGE_CACHE=on, EDGE_PURGE=varnish and EDGE_PURGE_URL=http://<this Varnish>; Debian's packages
# `varnish` and `varnish-modules` (for vmod xkey) are all it needs. server/test/behind-varnish.test.ts
# runs this file as it is, with the backend's port put in.
#
# - Keeps each public page as long as its Cache-Control `s-maxage` says (the server's EDGE_MAX_AGE).
# - Indexes each page by the server's Surrogate-Key header (the records' types, the menus, the
#   settings it shows); `PURGE` with `xkey-purge: <keys>` forgets exactly those pages.
# - While the server answers, a page past its time is served at most a minute while it is fetched
#   again; while the server is down, for as long as its `stale-if-error` says (a day by default).
# - A page whose header shows the centre a visitor chose on a hospital network (cookie `site-centre`)
#   is kept once per centre (`Vary: X-Site-Centre`); the other pages, and a single hospital's, once.
# - One person's answers (`private, no-store`: the studio, previews, confirmations, a manage link,
#   search results, a form's answer, anything setting a cookie) are never kept.

import std;
import xkey;

backend origin {
    .host = "127.0.0.1";
    .port = "3000";
    # The server's liveness: while it fails, pages are served from what Varnish has.
    .probe = {
        .url = "/healthz";
        .interval = 1s;
        .timeout = 1s;
        .window = 3;
        .threshold = 2;
    }
}

# Who may purge: the server processes (put their addresses here).
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (req.http.xkey-purge) {
            return (synth(200, "Purged " + xkey.purge(req.http.xkey-purge)));
        }
        # Kept for their grace: served again only while the server is down.
        if (req.http.xkey-softpurge) {
            return (synth(200, "Soft-purged " + xkey.softpurge(req.http.xkey-softpurge)));
        }
        return (purge);
    }
    if (req.method == "BAN") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.x-ban-url) {
            return (synth(400, "A BAN needs an x-ban-url header (a regular expression of paths)"));
        }
        ban("obj.http.x-url ~ " + req.http.x-ban-url);
        return (synth(200, "Banned"));
    }
    # The studio and the API are the server's alone.
    if (req.url ~ "^/(admin|api)(/|\?|$)") {
        return (pass);
    }
    # No public page reads a cookie (another site's analytics would split the cache) but the centre
    # a visitor chose on a hospital network (`site-centre`), which goes on as a header of its own:
    # the pages whose header shows that centre answer `Vary: Accept-Encoding, X-Site-Centre`, so
    # they are kept once per centre, and every other page once. The studio's preview of a page
    # reads the session's, and is passed on with it.
    if (req.url !~ "[?&]studio-preview=") {
        unset req.http.x-site-centre;
        if (req.http.cookie ~ "(^|;)\s*site-centre=[a-z0-9-]+") {
            set req.http.x-site-centre = regsub(req.http.cookie, "^(.*;)?\s*site-centre=([a-z0-9-]+).*$", "\2");
        }
        unset req.http.cookie;
    }
    if (std.healthy(req.backend_hint)) {
        # stale-while-revalidate; without this, a sick server's pages are served for their whole grace.
        set req.grace = 60s;
    }
    # Varnish's own vcl_recv follows: anything but GET and HEAD, and a request with a cookie, passes.
}

sub vcl_backend_fetch {
    # The server renders the chosen centre's page from its cookie, as it does without Varnish.
    if (bereq.http.x-site-centre) {
        set bereq.http.cookie = "site-centre=" + bereq.http.x-site-centre;
    }
}

sub vcl_backend_response {
    # vmod xkey indexes an object by its `xkey` header.
    if (beresp.http.surrogate-key) {
        set beresp.http.xkey = beresp.http.surrogate-key;
    }
    set beresp.http.x-url = bereq.url;
    # stale-if-error: how long the page may be served while the server fails.
    if (beresp.http.cache-control ~ "stale-if-error=[0-9]+") {
        set beresp.grace = std.duration(regsub(beresp.http.cache-control, "^.*stale-if-error=([0-9]+).*$", "\1") + "s", 60s);
    }
    # A failed refresh in the background keeps the page it would have replaced.
    if (beresp.status >= 500 && bereq.is_bgfetch) {
        return (abandon);
    }
    # Varnish's own vcl_backend_response follows: `private`, `no-store`, `no-cache` and Set-Cookie are never kept.
}

sub vcl_deliver {
    if (obj.hits > 0) {
        set resp.http.x-cache = "hit";
    } else {
        set resp.http.x-cache = "miss";
    }
    unset resp.http.xkey;
    unset resp.http.x-url;
}
