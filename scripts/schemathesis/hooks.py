"""schemathesis hooks of scripts/schemathesis.sh (see docs/mock-promises.md).

1. Every API call goes to one mock session (`SCHEMATHESIS_SESSION`), so the run never touches the
   shared default world; control-plane calls (`/__mock/*`) that name no session go to a second one,
   so a fault rule, scenario or clock move that schemathesis sets lands there, not in the session
   its API calls use.

2. `positive_data_acceptance` (ST202) with the rules the document cannot state. A schema can say
   what each field and parameter takes, not how they relate to each other or to the data: that the
   end of a range is not before its start, that a body names a record that exists, that a transfer's
   kind fits its type. The server answers such a request 400 with a problem naming the field and
   the rule. This check is schemathesis's own, except that a 400 whose every field error is one of
   the RULES below passes. Any other 400 to a valid request still fails: a field the document
   describes wrongly, a type name in a message, an undeclared enum value.

3. A request schemathesis generated as valid whose JSON body does not fit the operation's schema
   once formats are checked is not valid data, and its 400 passes: schemathesis's coverage phase
   writes `""` for a nullable `date-time` (`"type": ["string", "null"]`), which no RFC 3339 reader
   takes. The body is checked with jsonschema_rs (installed with schemathesis), formats on.
"""

import json
import os
import re

import jsonschema_rs
import schemathesis
from schemathesis.core import NOT_SET
from schemathesis.openapi.checks import RejectedPositiveData
from schemathesis.specs.openapi.checks import positive_data_acceptance as schema_positive_data_acceptance

API_SESSION = os.environ.get("SCHEMATHESIS_SESSION", "schemathesis")
CONTROL_SESSION = API_SESSION + "-control"

# "field: message" of each rule between fields, parameters or records (matched from the start).
RULES = [
    # A range whose end comes before its start, or one too long to chart.
    r"endDate: End Date is Before Start Date!",
    r"to: To is before From",
    r"from: The range holds \d+ buckets; at most \d+",
    # A body that names a record that does not exist (an id, a role, a user).
    r"\w+: There is no ",
    r"UserId: The user `?\S+`? ",
    # How the fields of one body relate.
    r"Kind: A \w+ transfer is (INVEST|WITHDRAW); choose (INVEST|WITHDRAW)\.",
    r"Date: The date cannot be (before the account was opened|before the account's bank account was linked|in the future)",
    r"Type: This account has no linked bank account",
    r"Amount: Use whole cents \(at most two decimals\)\.",
    r"AccountType: Choose an account type other than Unknown\.",
    # A strategy's weights set together: they add up to 100 %, an inactive symbol weighs nothing.
    r"symbols: The active symbols' weights add up to [\d.]+ %; they must add up to 100 %\.",
    r"symbols\[\d+\]\.weight: An inactive symbol weighs nothing",
    r"symbols\[\d+\]\.symbol: \S+ is listed twice",
    r"symbol: Asset \d+ is \S+; its symbol and CUSIP cannot change\.",
    # Instants measured against the session's clock.
    r"PointInTime: (Backups are kept for \d+ days; choose a later point in time|The point in time cannot be in the future)\.",
    r"isWhitelist: An asset cannot be on the blacklist and the whitelist at once\.",
    r"notificationMasterId: must be \d+, the id in the path",
    # A world document's edit script walks the seed world's records (PUT /__mock/world): a step
    # may not reach past them. How many there are is data, not schema.
    r"collections\.\w+\[\d+\]: reaches past the seed world's \d+ records",
    # A document grown from another seed world than the server's is rebuilt for the session, up to
    # the medium scale: a larger one is refused with the way to load it (serve --world).
    r"scale: the document grew from seed \d+ at scale \S+ \(\d+ customers\).* is not rebuilt for one session",
    # A dropped connection answers nothing, so a rule gives a body or drops, not both.
    r"rules\[\d+\]\.body: a dropped connection answers no body",
    # A rule without a body of its own answers an error status; with one, any status from 200.
    r"rules\[\d+\]\.status: must be an error status, 400 to 599",
    r"rules\[\d+\]\.(pathPattern: the rule does nothing|delayMaxMs: (needs delayMs|must not be below delayMs))",
    # Spec 5's notification rules: which fields an action and a delivery need, the selectable
    # lists of colours, icons and audiences (data, not schema), and dates against the clock.
    r"(title|description|startDateUtc|endDateUtc|action|color|icon|route|routeParams|externalUrl|textContent|htmlContent|modalGraphicUrl): This field is required",
    r"startDateUtc: The start date cannot be in the past\.",
    r"endDateUtc: The end date cannot be before the start date\.",
    r"(color|icon|targetAudience): Choose one of the ",
    r"notificationType: Choose In App, Push or both\.",
]
# Problems without field errors whose detail is such a rule.
DETAILS = [
    r"Give exactly one of `now` \(an RFC 3339 instant\) or `advanceSeconds`\.",
]


@schemathesis.hook
def before_call(context, case, kwargs):
    headers = case.headers if case.headers is not None else {}
    if case.operation.path.startswith("/__mock"):
        headers.setdefault("X-Mock-Session", CONTROL_SESSION)
    else:
        headers["X-Mock-Session"] = API_SESSION
    case.headers = headers


def breaks_only_rules(response):
    """Whether a 400 names only rules the document cannot state."""
    if response.status_code != 400:
        return False
    try:
        problem = json.loads(response.content)
    except ValueError:
        return False
    errors = problem.get("errors") or {}
    if not errors:
        return any(re.match(rule, problem.get("detail", "")) for rule in DETAILS)
    return all(
        any(re.match(rule, f"{field}: {message}") for rule in RULES)
        for field, messages in errors.items()
        for message in messages
    )


# A validator of each operation's JSON body, formats checked, by method and path.
BODY_VALIDATORS = {}


def body_fits(case):
    """Whether the JSON body sent fits the operation's schema, formats checked (3. above)."""
    if case.body is NOT_SET:
        return True
    operation = case.operation
    key = (operation.method.lower(), operation.path)
    if key not in BODY_VALIDATORS:
        document = operation.schema.raw_schema
        request = document["paths"][operation.path][operation.method.lower()].get("requestBody") or {}
        schema = (request.get("content") or {}).get("application/json", {}).get("schema")
        BODY_VALIDATORS[key] = schema and jsonschema_rs.validator_for(
            {
                "$schema": "https://json-schema.org/draft/2020-12/schema",
                "components": document.get("components", {}),
                "allOf": [schema],
            },
            validate_formats=True,
        )
    validator = BODY_VALIDATORS[key]
    return not validator or validator.is_valid(case.body)


@schemathesis.check
def positive_data_acceptance_but_rules(ctx, response, case):
    """schemathesis's `positive_data_acceptance`, letting a 400 for a rule of RULES, or to a body
    that does not fit its schema after all, pass."""
    try:
        return schema_positive_data_acceptance(ctx, response, case)
    except RejectedPositiveData:
        if breaks_only_rules(response) or not body_fits(case):
            return None
        raise

