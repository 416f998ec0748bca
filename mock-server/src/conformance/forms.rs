//! The token endpoint's form bodies, as the console sends them (spec 7);
//! the HTTP tests build theirs here too.

/// The password grant (sign-in).
pub fn password_grant<'a>(
    user: &'a str,
    password: &'a str,
    client_id: &'a str,
    scope: &'a str,
) -> Vec<(&'a str, &'a str)> {
    vec![
        ("grant_type", "password"),
        ("username", user),
        ("password", password),
        ("client_id", client_id),
        ("scope", scope),
    ]
}

/// The refresh grant.
pub fn refresh_grant<'a>(
    refresh_token: &'a str,
    client_id: &'a str,
    scope: &'a str,
) -> Vec<(&'a str, &'a str)> {
    vec![
        ("grant_type", "refresh_token"),
        ("refresh_token", refresh_token),
        ("client_id", client_id),
        ("scope", scope),
    ]
}

/// The token exchange that impersonates the customer `user_name` (RFC 8693).
pub fn token_exchange<'a>(
    subject_token: &'a str,
    user_name: &'a str,
    client_id: &'a str,
    client_secret: &'a str,
    scope: &'a str,
) -> Vec<(&'a str, &'a str)> {
    vec![
        ("grant_type", "urn:ietf:params:oauth:grant-type:token-exchange"),
        ("client_id", client_id),
        ("client_secret", client_secret),
        ("scope", scope),
        ("subject_token", subject_token),
        (
            "subject_token_type",
            "urn:ietf:params:oauth:token-type:access_token",
        ),
        ("exchange_style", "impersonation"),
        ("UserName", user_name),
    ]
}
