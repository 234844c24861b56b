# One deployment's part of the cache's configuration (included by default.vcl): where the app is,
# and who may purge. This one: one instance on the same machine. In front of several instances,
# point the backend at the load balancer and list every instance's address in `purgers`.
backend app {
    .host = "127.0.0.1";
    .port = "3000";
    .first_byte_timeout = 30s;
    # Varnish serves stale pages for up to a day while this check fails (default.vcl, grace).
    .probe = {
        .url = "/api/health";
        .interval = 2s;
        .timeout = 2s;
        .window = 3;
        .threshold = 2;
    }
}

# client.ip is the address that connected to Varnish. With a TLS terminator on this machine in
# front (hitch, nginx), every visitor would connect from 127.0.0.1: have it speak the PROXY
# protocol (varnishd -a :6081,PROXY), so client.ip is the visitor's, or purge on a listener of its
# own that only the instances reach.
acl purgers {
    "127.0.0.1";
    "::1";
}
