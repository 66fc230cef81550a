vcl 4.1;

# Varnish (Debian's `varnish` package, 7.1) in front of the site, behind the TLS proxy:
#
#   visitors ─▶ nginx or Caddy (TLS) ─▶ Varnish :6081 ─▶ site instance(s) :3000
#
# It keeps what the site marks `public` for as long as the site says (pages: `s-maxage`, then
# `stale-while-revalidate` while it fetches a fresh copy), and nothing else. Run varnishd with
# `-p http_gzip_support=off`: the site compresses with Brotli itself, and Varnish would otherwise
# ask it for gzip only. docs/deployment.md explains each part; tests/e2e/edge-cache.spec.ts runs
# this very file in front of a production server.

import cookie;
import directors;

# How Varnish knows an instance is up.
probe ready {
    .url = "/readyz";
    .interval = 5s;
    .timeout = 2s;
    .window = 5;
    .threshold = 3;
    .initial = 3;
}

# The site's instances: one here; for several, a backend each and a line each in vcl_init.
backend site1 {
    .host = "127.0.0.1";
    .port = "3000";
    .probe = ready;
}

sub vcl_init {
    new instances = directors.round_robin();
    instances.add_backend(site1);
}

# The site's instances: they ask Varnish to drop every page when content changes (CACHE_PURGE_URL).
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    set req.backend_hint = instances.backend();
    unset req.http.X-Cache-Bypass;
    if (req.method == "BAN") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (req.http.X-Purge-Media ~ "^[0-9a-f-]{36}$") {
            # A deleted library item: its files too, immutable under their tagged addresses.
            ban("obj.http.X-Url ~ ^/media/" + req.http.X-Purge-Media + "/");
            return (synth(200, "Purged"));
        }
        # Everything but hashed assets and uploaded covers, which never change under their URL.
        ban("obj.http.Cache-Control !~ immutable");
        return (synth(200, "Purged"));
    }
    if (req.method != "GET" && req.method != "HEAD") {
        # Forms' posts, uploads: always the site's own answer.
        set req.http.X-Cache-Bypass = "1";
        return (pass);
    }
    if (req.url ~ "^/(admin|api|files)(/|\?|$)" || req.http.Authorization) {
        # The inbox (its session cookie is sent only there), the forms' API, uploads.
        set req.http.X-Cache-Bypass = "1";
        return (pass);
    }

    # Tracking parameters change nothing on a page: one copy for every share of a link.
    set req.url = regsuball(req.url, "(?<=[?&])(utm_[a-z]+|fbclid|gclid|yclid|_openstat)=[^&]*(&|$)", "");
    set req.url = regsub(req.url, "[?&]+$", "");

    # Brotli, gzip or neither: one copy of each (the site answers `Vary: Accept-Encoding`).
    if (req.http.Accept-Encoding ~ "\bbr\b") {
        set req.http.Accept-Encoding = "br";
    } elsif (req.http.Accept-Encoding ~ "\bgzip\b") {
        set req.http.Accept-Encoding = "gzip";
    } else {
        unset req.http.Accept-Encoding;
    }

    # A page depends on two cookies and no others (analytics' own, say): the language an
    # unprefixed URL renders in, and whether analytics were accepted (its CSP). The site answers
    # `Vary: Cookie`; with the header reduced to these two, every visitor shares one of a few
    # copies: a crawler (no cookie) the English page, a Russian visitor the Russian one.
    cookie.parse(req.http.Cookie);
    unset req.http.Cookie;
    if (req.url !~ "^/(ru|uz)(/|\?|$)" && cookie.get("language") ~ "^(en|ru|uz)$") {
        set req.http.Cookie = "language=" + cookie.get("language");
    }
    if (cookie.get("cookie") == "true") {
        if (req.http.Cookie) {
            set req.http.Cookie = req.http.Cookie + "; cookie=true";
        } else {
            set req.http.Cookie = "cookie=true";
        }
    }
    return (hash);
}

sub vcl_hash {
    # A plain-HTTP request must not get the HTTPS page (its CSP upgrades requests), nor the reverse.
    hash_data(req.http.X-Forwarded-Proto);
}

sub vcl_backend_response {
    # Each object knows its address, so a ban can name a library item's files (lurker-friendly).
    set beresp.http.X-Url = bereq.url;
    # Only what the site marks public, and never an answer that sets a cookie.
    if (beresp.http.Cache-Control !~ "\bpublic\b" || beresp.http.Set-Cookie) {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    # Varnish reads s-maxage and stale-while-revalidate itself; an answer that names no
    # stale time is not served stale.
    if (beresp.http.Cache-Control !~ "stale-while-revalidate") {
        set beresp.grace = 0s;
    }
    return (deliver);
}

sub vcl_deliver {
    unset resp.http.X-Url;
    # RFC 9211: each cache adds its entry after the site's own.
    if (req.http.X-Cache-Bypass) {
        set resp.http.X-Cache-Entry = "varnish; fwd=bypass";
    } elsif (obj.hits > 0) {
        set resp.http.X-Cache-Entry = "varnish; hit";
    } else {
        set resp.http.X-Cache-Entry = "varnish; fwd=miss";
    }
    if (resp.http.Cache-Status) {
        set resp.http.Cache-Status = resp.http.Cache-Status + ", " + resp.http.X-Cache-Entry;
    } else {
        set resp.http.Cache-Status = resp.http.X-Cache-Entry;
    }
    unset resp.http.X-Cache-Entry;
    unset resp.http.Via;
    unset resp.http.X-Varnish;
}
