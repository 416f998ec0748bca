//! World snapshots: a session's world as the difference from the seed world
//! it grew from (`GET`/`PUT /__mock/world`, `serve --world`).
//!
//! The difference is taken over the store's collections generically: each
//! record is compared as the typed value it is and written as the API shows
//! it (serde), so a new field or a changed fixture needs nothing here. A
//! collection a session never wrote shares its `Arc` with the seed world and
//! is skipped without a look; one it wrote is compared record by record
//! (Myers' diff) and written as an edit script of `keep`, `drop` and
//! `insert` steps. A new collection in [`World`] fails to compile here until
//! it is named in [`world_collections!`]'s list below.

use std::{
    collections::{BTreeMap, BTreeSet},
    sync::Arc,
};

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize, de::DeserializeOwned};
use serde_json::Value;
use utoipa::{
    PartialSchema, ToSchema,
    openapi::{
        AllOfBuilder, ArrayBuilder, KnownFormat, Object, ObjectBuilder, OneOfBuilder, Ref, RefOr, Schema,
        SchemaFormat, Type,
        schema::{AdditionalProperties, ArrayItems},
    },
};

use crate::{
    contract::schema::Validator,
    describe::Step,
    fixtures::Scale,
    mock::edit_messages::{EDIT_MESSAGES, fill},
    store::World,
};

/// One step of a collection's edit script, walking the seed world's records in order.
///
/// Seed records the script does not reach are kept; they go before a run of
/// `insert` steps that ends the script, so an appended record reads
/// `[{"insert": [...]}]` whatever the seed's length.
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum WorldEdit {
    /// Keep the next this many seed records as they are.
    Keep(usize),
    /// Leave out the next this many seed records.
    Drop(usize),
    /// Put these records here, each as the API shows it.
    Insert(Vec<serde_json::Value>),
}

/// The world a session's snapshot is taken against: the server's seed world,
/// or one rebuilt for an imported snapshot of another seed, scale or time.
#[derive(Debug)]
pub struct Base {
    /// The seed world, as generated.
    pub world: World,
    /// The scale it was generated at (the world does not record it).
    pub scale: Scale,
}

impl Base {
    /// Generates the seed world of `seed` at `scale` as of `generated_at`.
    pub fn generate(seed: u64, scale: Scale, generated_at: DateTime<Utc>) -> Self {
        Base {
            world: crate::fixtures::generate(seed, scale, generated_at),
            scale,
        }
    }

    /// Whether a snapshot taken against `seed`, `scale` and `generated_at` grew from this world.
    pub fn is(&self, seed: u64, scale: Scale, generated_at: DateTime<Utc>) -> bool {
        self.world.seed == seed
            && self.scale.customers() == scale.customers()
            && self.world.generated_at == generated_at
    }
}

/// Why a snapshot's collections cannot be applied: the field at fault and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EditError {
    /// Where, as a path into the document (`collections.notifications[2].insert[0]`).
    pub field: String,
    /// What is wrong, in a sentence.
    pub message: String,
}

/// The largest `keep` or `drop` count: the document states it as a signed 64-bit whole number
/// (`int64`), as every language's JSON reads it.
const MAX_COUNT: u64 = i64::MAX as u64;

/// The steps an edit script is written in, each an object with one of these.
const STEPS: [&str; 3] = ["keep", "drop", "insert"];

/// Checks that each named collection of a world document is an edit script:
/// a list of steps, each `{"keep": n}`, `{"drop": n}` or `{"insert": [...]}`.
/// Read before the document as a whole, so a malformed step is told in these
/// terms rather than in the parser's. What the steps do to the records is
/// checked as they are applied ([`apply`]).
pub fn check_scripts(collections: &serde_json::Map<String, Value>) -> Result<(), EditError> {
    for (name, script) in collections {
        let Value::Array(steps) = script else {
            return Err(EditError {
                field: format!("collections.{name}"),
                message: fill(
                    EDIT_MESSAGES.script,
                    &[("given", &crate::describe::given(script))],
                ),
            });
        };
        for (index, step) in steps.iter().enumerate() {
            let field = format!("collections.{name}[{index}]");
            let only = match step {
                Value::Object(fields) if fields.len() == 1 => fields.iter().next(),
                _ => None,
            };
            let Some((kind, value)) = only.filter(|(kind, _)| STEPS.contains(&kind.as_str())) else {
                let sent = match step {
                    Value::Object(fields) if fields.is_empty() => "an object with no field".to_owned(),
                    Value::Object(fields) => {
                        let names: Vec<String> = fields
                            .keys()
                            .take(4)
                            .map(|key| crate::describe::quote(key))
                            .collect();
                        let more = if fields.len() > 4 { ", ..." } else { "" };
                        format!("an object with {}{more}", names.join(", "))
                    }
                    other => crate::describe::given(other),
                };
                return Err(EditError {
                    field,
                    message: fill(EDIT_MESSAGES.step, &[("sent", &sent)]),
                });
            };
            let fits = match kind.as_str() {
                "insert" => value.is_array(),
                _ => value.as_u64().is_some_and(|count| count <= MAX_COUNT),
            };
            if !fits {
                let template = match kind.as_str() {
                    "insert" => EDIT_MESSAGES.insert,
                    "keep" => EDIT_MESSAGES.keep,
                    _ => EDIT_MESSAGES.drop,
                };
                let holes = [
                    ("most", MAX_COUNT.to_string()),
                    ("given", crate::describe::given(value)),
                ];
                let holes = holes.each_ref().map(|(hole, value)| (*hole, value.as_str()));
                return Err(EditError {
                    field: format!("{field}.{kind}"),
                    message: fill(template, &holes),
                });
            }
        }
    }
    Ok(())
}

/// One collection of the world, seen generically.
trait Collection: Sized {
    /// The edit script turning `base` into `self`, or `None` when they are the same.
    fn diff(&self, base: &Self) -> Result<Option<Vec<WorldEdit>>, serde_json::Error>;
    /// `base` with `edits` applied; `name` is the collection's name in the document.
    fn apply(base: &Self, edits: &[WorldEdit], name: &str) -> Result<Self, EditError>;
    /// The schema of one record as an `insert` step holds it.
    fn record_schema() -> RefOr<Schema>;
    /// The schemas [`Collection::record_schema`] refers to, by name, as the document holds them.
    fn record_components() -> Vec<(String, RefOr<Schema>)>;
}

/// The schema of a collection's edit script in the document: a list of
/// steps, each an object with exactly one of `keep`, `drop` or `insert`,
/// whose `insert` holds records of `record`'s schema.
fn script_schema(record: RefOr<Schema>) -> ArrayBuilder {
    let step = |name: &str, schema: RefOr<Schema>, description: &str| {
        ObjectBuilder::new()
            .description(Some(description))
            .property(name, schema)
            .required(name)
            .additional_properties(Some(AdditionalProperties::FreeForm(false)))
    };
    let count = || -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::Integer)
            .format(Some(SchemaFormat::KnownFormat(KnownFormat::Int64)))
            .minimum(Some(0))
            .build()
            .into()
    };
    ArrayBuilder::new().items(
        OneOfBuilder::new()
            .item(step(
                "keep",
                count(),
                "Keep the next this many seed records as they are.",
            ))
            .item(step(
                "drop",
                count(),
                "Leave out the next this many seed records.",
            ))
            .item(step(
                "insert",
                ArrayBuilder::new().items(record).build().into(),
                "Put these records here, each as the API shows it.",
            )),
    )
}

/// The record schema of the collection `field` reads from a world, for [`collections_schema`].
fn record_schema_of<C: Collection>(_field: fn(&World) -> &C) -> RefOr<Schema> {
    C::record_schema()
}

impl<T: Clone + PartialEq + Serialize + DeserializeOwned + ToSchema> Collection for Arc<Vec<T>> {
    fn diff(&self, base: &Self) -> Result<Option<Vec<WorldEdit>>, serde_json::Error> {
        if Arc::ptr_eq(self, base) {
            return Ok(None);
        }
        script(base, self)
    }

    fn apply(base: &Self, edits: &[WorldEdit], name: &str) -> Result<Self, EditError> {
        Ok(Arc::new(apply_script(
            base,
            edits,
            name,
            &RecordSchema::of::<Self>(),
            crate::extract::mismatch::<T>,
        )?))
    }

    fn record_schema() -> RefOr<Schema> {
        RefOr::Ref(Ref::from_schema_name(T::name()))
    }

    fn record_components() -> Vec<(String, RefOr<Schema>)> {
        let mut components = vec![(T::name().into_owned(), T::schema())];
        T::schemas(&mut components);
        components
    }
}

/// A map (the roles given to customers) is its entries in key order, each `[key, value]`.
impl<K, V> Collection for Arc<BTreeMap<K, V>>
where
    K: Ord + Clone + Serialize + DeserializeOwned + PartialSchema,
    V: Clone + PartialEq + Serialize + DeserializeOwned + PartialSchema,
{
    fn record_components() -> Vec<(String, RefOr<Schema>)> {
        Vec::new()
    }

    fn record_schema() -> RefOr<Schema> {
        ArrayBuilder::new()
            .description(Some("An entry: its key, then its value."))
            .prefix_items([K::schema(), V::schema()].map(|schema| match schema {
                RefOr::T(schema) => schema,
                RefOr::Ref(reference) => Schema::AllOf(AllOfBuilder::new().item(reference).build()),
            }))
            .items(ArrayItems::False)
            .min_items(Some(2))
            .max_items(Some(2))
            .build()
            .into()
    }

    fn diff(&self, base: &Self) -> Result<Option<Vec<WorldEdit>>, serde_json::Error> {
        if Arc::ptr_eq(self, base) {
            return Ok(None);
        }
        let entries = |map: &BTreeMap<K, V>| -> Vec<(K, V)> {
            map.iter().map(|(k, v)| (k.clone(), v.clone())).collect()
        };
        script(&entries(base), &entries(self))
    }

    fn apply(base: &Self, edits: &[WorldEdit], name: &str) -> Result<Self, EditError> {
        let entries: Vec<(K, V)> = base.iter().map(|(k, v)| (k.clone(), v.clone())).collect();
        let applied = apply_script(&entries, edits, name, &RecordSchema::of::<Self>(), |_, _| {
            (
                String::new(),
                "an entry is a list of two items, its key and its value".to_owned(),
            )
        })?;
        let count = applied.len();
        let map: BTreeMap<K, V> = applied.into_iter().collect();
        if map.len() != count {
            return Err(EditError {
                field: format!("collections.{name}"),
                message: "names a key twice".to_owned(),
            });
        }
        Ok(Arc::new(map))
    }
}

/// `snake_case` to `camelCase`: a field of [`World`] to its name in the document.
fn camel(snake: &str) -> String {
    let mut out = String::with_capacity(snake.len());
    let mut upper = false;
    for c in snake.chars() {
        if c == '_' {
            upper = true;
        } else if upper {
            out.extend(c.to_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out
}

/// Declares the world's collections once; everything else in [`World`] is
/// listed as derived. The destructuring in `fields` fails to compile when a
/// field is added to [`World`] and named in neither list.
macro_rules! world_collections {
    (collections: [$($field:ident),* $(,)?], derived: [$($derived:ident),* $(,)?] $(,)?) => {
        /// Every collection's name in the document, in the world's order.
        pub fn collection_names() -> Vec<String> {
            vec![$(camel(stringify!($field))),*]
        }

        #[allow(dead_code, reason = "only the pattern matters: it names every field of World")]
        fn fields(world: &World) {
            let World { $($field: _,)* $($derived: _,)* } = world;
        }

        /// The schema of a world document's `collections`: each collection by
        /// its name, with an edit script of its own records.
        pub fn collections_schema() -> Object {
            ObjectBuilder::new()
                .description(Some(
                    "Each collection that differs from the seed world, by name, as an edit script of its \
                     records; a collection not named is as seeded.",
                ))
                $(
                    .property(
                        camel(stringify!($field)),
                        script_schema(record_schema_of(|world: &World| &world.$field)),
                    )
                )*
                .property_names(Some(
                    ObjectBuilder::new()
                        .schema_type(Type::String)
                        .enum_values(Some(collection_names())),
                ))
                // Every property above is a list of these: said once more for tools that
                // read a map's values from here (the console's generated types do).
                .additional_properties(Some(
                    ArrayBuilder::new().items(RefOr::Ref(Ref::from_schema_name("WorldEdit"))),
                ))
                .build()
        }

        /// Every collection of `world` that differs from `base`, as edit scripts by name.
        pub fn diff(base: &World, world: &World) -> Result<BTreeMap<String, Vec<WorldEdit>>, serde_json::Error> {
            let mut changed = BTreeMap::new();
            $(
                if let Some(edits) = Collection::diff(&world.$field, &base.$field)? {
                    changed.insert(camel(stringify!($field)), edits);
                }
            )*
            Ok(changed)
        }

        /// `base` with the named collections' edit scripts applied; an unknown
        /// name or a script that does not fit is an error naming it.
        pub fn apply(base: &World, collections: &BTreeMap<String, Vec<WorldEdit>>) -> Result<World, EditError> {
            let known: BTreeSet<String> = collection_names().into_iter().collect();
            if let Some(unknown) = collections.keys().find(|name| !known.contains(*name)) {
                return Err(EditError {
                    field: format!("collections.{unknown}"),
                    message: format!(
                        "is not a collection of this server's world; they are: {}",
                        collection_names().join(", ")
                    ),
                });
            }
            let mut world = base.clone();
            $(
                let name = camel(stringify!($field));
                if let Some(edits) = collections.get(&name) {
                    world.$field = Collection::apply(&base.$field, edits, &name)?;
                }
            )*
            // The listing indexes belong to the records they were built from.
            if !Arc::ptr_eq(&world.transfers, &base.transfers) {
                world.transfer_index = Arc::default();
            }
            if !Arc::ptr_eq(&world.trades, &base.trades) {
                world.trade_index = Arc::default();
            }
            if !Arc::ptr_eq(&world.orders, &base.orders) {
                world.order_index = Arc::default();
            }
            Ok(world)
        }
    };
}

world_collections! {
    collections: [
        roles, staff, customer_roles, customers, trading_accounts, restricted_accounts,
        restricted_permissions, selective_restrictions, affiliations, negative_settled_cash,
        crm_requests, restore_requests, trade_reconciliation, position_reconciliation,
        balance_reconciliation, onboarding_reconciliation, assets, notifications, smartfolios,
        symbol_strategies, smartfolio_positions, smartfolio_overrides, bank_accounts, transfers,
        trades, positions, orders, fix_orders, executions, account_history, balances,
        balance_breaks,
    ],
    derived: [seed, generated_at, transfer_index, trade_index, order_index],
}

/// The most differences Myers' diff looks for in one collection; past it the
/// changed stretch is written as one drop and one insert (correct, just longer).
const MAX_DIFFERENCES: usize = 512;

/// One move of a record-by-record comparison.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Move {
    /// The seed record stays.
    Same,
    /// The seed record goes.
    Delete,
    /// This record of the new collection comes in.
    Insert(usize),
}

/// The edit script turning `old` into `new`, with the records of each insert serialised.
fn script<T: PartialEq + Serialize>(
    old: &[T],
    new: &[T],
) -> Result<Option<Vec<WorldEdit>>, serde_json::Error> {
    let moves = compare(old, new);
    let mut edits: Vec<WorldEdit> = Vec::new();
    let mut index = 0;
    while index < moves.len() {
        match moves[index] {
            Move::Same => {
                let run = moves[index..].iter().take_while(|m| **m == Move::Same).count();
                edits.push(WorldEdit::Keep(run));
                index += run;
            }
            Move::Delete | Move::Insert(_) => {
                let hunk: Vec<Move> = moves[index..]
                    .iter()
                    .take_while(|m| **m != Move::Same)
                    .copied()
                    .collect();
                index += hunk.len();
                let dropped = hunk.iter().filter(|m| **m == Move::Delete).count();
                if dropped > 0 {
                    edits.push(WorldEdit::Drop(dropped));
                }
                let inserted = hunk
                    .iter()
                    .filter_map(|m| match m {
                        Move::Insert(at) => Some(serde_json::to_value(&new[*at])),
                        _ => None,
                    })
                    .collect::<Result<Vec<Value>, _>>()?;
                if !inserted.is_empty() {
                    edits.push(WorldEdit::Insert(inserted));
                }
            }
        }
    }
    // Unreached seed records are kept: a last keep says nothing, unless an
    // insert before it must stay where it is rather than go to the end.
    if matches!(edits.last(), Some(WorldEdit::Keep(_)))
        && !matches!(edits.iter().rev().nth(1), Some(WorldEdit::Insert(_)))
    {
        edits.pop();
    }
    // An insert at the very end needs no keep before it, unless dropping the
    // keep would join it to an earlier insert, which must stay where it is.
    let joins_an_insert = |before: &WorldEdit| matches!(before, WorldEdit::Insert(_));
    let needless_keep = match edits.as_slice() {
        [WorldEdit::Keep(_), WorldEdit::Insert(_)] => true,
        [.., before, WorldEdit::Keep(_), WorldEdit::Insert(_)] => !joins_an_insert(before),
        _ => false,
    };
    if needless_keep {
        let at = edits.len() - 2;
        edits.remove(at);
    }
    Ok((!edits.is_empty()).then_some(edits))
}

/// The moves turning `old` into `new`: the common ends first, then Myers'
/// diff of the stretch between (bounded by [`MAX_DIFFERENCES`]).
fn compare<T: PartialEq>(old: &[T], new: &[T]) -> Vec<Move> {
    let prefix = old.iter().zip(new).take_while(|(a, b)| a == b).count();
    let suffix = old[prefix..]
        .iter()
        .rev()
        .zip(new[prefix..].iter().rev())
        .take_while(|(a, b)| a == b)
        .count();
    let (a, b) = (&old[prefix..old.len() - suffix], &new[prefix..new.len() - suffix]);
    let mut moves = vec![Move::Same; prefix];
    match myers(a, b) {
        Some(middle) => moves.extend(middle.into_iter().map(|m| match m {
            Move::Insert(at) => Move::Insert(prefix + at),
            other => other,
        })),
        None => {
            moves.extend(std::iter::repeat_n(Move::Delete, a.len()));
            moves.extend((0..b.len()).map(|at| Move::Insert(prefix + at)));
        }
    }
    moves.extend(std::iter::repeat_n(Move::Same, suffix));
    moves
}

/// Myers' O(ND) shortest edit script, or `None` past [`MAX_DIFFERENCES`].
fn myers<T: PartialEq>(a: &[T], b: &[T]) -> Option<Vec<Move>> {
    let (n, m) = (a.len() as isize, b.len() as isize);
    let max = usize::try_from(n + m).unwrap_or(usize::MAX).min(MAX_DIFFERENCES) as isize;
    let offset = max + 1;
    let mut v = vec![0_isize; 2 * (max as usize) + 3];
    let mut trace: Vec<Vec<isize>> = Vec::new();
    let at = |k: isize| (k + offset) as usize;
    for d in 0..=max {
        trace.push(v.clone());
        let mut k = -d;
        while k <= d {
            let mut x = if k == -d || (k != d && v[at(k - 1)] < v[at(k + 1)]) {
                v[at(k + 1)]
            } else {
                v[at(k - 1)] + 1
            };
            let mut y = x - k;
            while x < n && y < m && a[x as usize] == b[y as usize] {
                x += 1;
                y += 1;
            }
            v[at(k)] = x;
            if x >= n && y >= m {
                return Some(backtrack(&trace, n, m, offset));
            }
            k += 2;
        }
    }
    None
}

/// Walks Myers' trace back from the end into moves, first to last.
fn backtrack(trace: &[Vec<isize>], n: isize, m: isize, offset: isize) -> Vec<Move> {
    let at = |k: isize| (k + offset) as usize;
    let (mut x, mut y) = (n, m);
    let mut moves = Vec::new();
    for (d, v) in trace.iter().enumerate().rev() {
        let d = d as isize;
        let k = x - y;
        let previous_k = if k == -d || (k != d && v[at(k - 1)] < v[at(k + 1)]) {
            k + 1
        } else {
            k - 1
        };
        let previous_x = v[at(previous_k)];
        let previous_y = previous_x - previous_k;
        while x > previous_x && y > previous_y {
            moves.push(Move::Same);
            x -= 1;
            y -= 1;
        }
        if d > 0 {
            if x == previous_x {
                moves.push(Move::Insert((y - 1) as usize));
            } else {
                moves.push(Move::Delete);
            }
        }
        x = previous_x;
        y = previous_y;
    }
    moves.reverse();
    // Within a changed stretch, deletions first: the script reads drop, then insert.
    let mut ordered = Vec::with_capacity(moves.len());
    let mut index = 0;
    while index < moves.len() {
        if moves[index] == Move::Same {
            ordered.push(Move::Same);
            index += 1;
            continue;
        }
        let end = moves[index..]
            .iter()
            .position(|m| *m == Move::Same)
            .map_or(moves.len(), |p| index + p);
        ordered.extend(moves[index..end].iter().filter(|m| **m == Move::Delete));
        ordered.extend(moves[index..end].iter().filter(|m| **m != Move::Delete));
        index = end;
    }
    ordered
}

/// Where an inserted record does not fit its type and why: the field within
/// the record (empty for the record itself) and a sentence
/// ([`crate::extract::mismatch`]).
type Mismatch = fn(&Value, &serde_path_to_error::Error<serde_json::Error>) -> (String, String);

/// The schema an inserted record is held to: its record schema and the schemas it refers to,
/// as the document states them, with the contract's validator over them.
struct RecordSchema {
    /// The record's schema (a `$ref` into `components`, or the schema itself).
    schema: Value,
    /// The schemas it refers to, by name.
    components: crate::describe::Components,
    /// The validator over `{"components": {"schemas": components}}`.
    validator: Validator,
}

impl RecordSchema {
    fn of<C: Collection>() -> Self {
        let json = |schema: RefOr<Schema>| serde_json::to_value(schema).unwrap_or(Value::Bool(true));
        let components: crate::describe::Components = C::record_components()
            .into_iter()
            .map(|(name, schema)| (name, json(schema)))
            .collect();
        let validator = Validator::new(serde_json::json!({ "components": { "schemas": components } }));
        RecordSchema {
            schema: json(C::record_schema()),
            components,
            validator,
        }
    }

    /// A schema that takes any record.
    #[cfg(test)]
    fn any() -> Self {
        RecordSchema {
            schema: Value::Bool(true),
            components: crate::describe::Components::new(),
            validator: Validator::new(Value::Null),
        }
    }
}

/// Where an inserted record departs from its schema in the document, and why, in the words of
/// a request body that does not fit ([`crate::extract::mismatch`]): the field within the record
/// (empty for the record itself) and a sentence. The document is the contract a record the API
/// answers keeps, so a record it forbids (a value out of range, a date that is not RFC 3339) is
/// refused here rather than loaded.
fn departure(record_schema: &RecordSchema, record: &Value) -> Result<(), (String, String)> {
    let RecordSchema {
        schema,
        components,
        validator,
    } = record_schema;
    let Some(first) = validator.departures(schema, record).into_iter().next() else {
        return Ok(());
    };
    // The pointer's steps, read against the record: an index into a list, a field of an object.
    let mut path = Vec::new();
    let mut at = Some(record);
    for token in first.at.split('/').skip(1) {
        let token = token.replace("~1", "/").replace("~0", "~");
        let step = match (at, token.parse::<usize>()) {
            (Some(Value::Array(_)), Ok(index)) => Step::Item(index),
            _ => Step::Field(token),
        };
        at = at.and_then(|value| match &step {
            Step::Item(index) => value.get(index),
            Step::Field(field) => value.get(field),
        });
        path.push(step);
    }
    let takes = |path: &[Step]| {
        crate::describe::schema_at(schema, components, path)
            .map(|schema| crate::describe::expected(schema, components))
    };
    let named = |prefix: &str| {
        first
            .what
            .strip_prefix(prefix)
            .and_then(|rest| rest.split('`').next())
            .map(str::to_owned)
    };
    if let Some(missing) = named("the required field `") {
        path.push(Step::Field(missing));
        let sentence = match takes(&path) {
            Some(takes) => format!("is required; expected {takes}"),
            None => "is required".to_owned(),
        };
        return Err((crate::describe::field_name(&path), sentence));
    }
    if let Some(unknown) = named("the field `") {
        let sentence = match takes(&path) {
            Some(takes) => format!("is not a field here; this is {takes}"),
            None => "is not a field here (see the document)".to_owned(),
        };
        path.push(Step::Field(unknown));
        return Err((crate::describe::field_name(&path), sentence));
    }
    let takes = takes(&path).unwrap_or_else(|| "what the document states".to_owned());
    let sent = at.map_or_else(|| "something else".to_owned(), crate::describe::given);
    let field = crate::describe::field_name(&path);
    if field.is_empty() {
        return Err((field, format!("must be {takes}; it is {sent}")));
    }
    Err((field, format!("expected {takes}; got {sent}")))
}

/// `base` with an edit script applied; each inserted record is held to `schema`, its schema in
/// the document, then read as `T`.
fn apply_script<T: Clone + DeserializeOwned>(
    base: &[T],
    edits: &[WorldEdit],
    name: &str,
    schema: &RecordSchema,
    mismatch: Mismatch,
) -> Result<Vec<T>, EditError> {
    let field = |index: usize| format!("collections.{name}[{index}]");
    // Where the closing run of inserts starts: seed records not yet reached go before it.
    let closing = edits
        .iter()
        .rposition(|edit| !matches!(edit, WorldEdit::Insert(_)))
        .map_or(0, |last| last + 1);
    let mut out = Vec::with_capacity(base.len());
    let mut position = 0;
    for (index, edit) in edits.iter().enumerate() {
        if index == closing {
            out.extend_from_slice(&base[position..]);
            position = base.len();
        }
        match edit {
            WorldEdit::Keep(count) | WorldEdit::Drop(count) => {
                let end = position
                    .checked_add(*count)
                    .filter(|end| *end <= base.len())
                    .ok_or_else(|| EditError {
                        field: field(index),
                        message: fill(
                            EDIT_MESSAGES.past_seed,
                            &[
                                ("length", &base.len().to_string()),
                                ("walked", &position.to_string()),
                                ("count", &count.to_string()),
                            ],
                        ),
                    })?;
                if matches!(edit, WorldEdit::Keep(_)) {
                    out.extend_from_slice(&base[position..end]);
                }
                position = end;
            }
            WorldEdit::Insert(records) => {
                for (at, record) in records.iter().enumerate() {
                    let refused = |(within, sentence): (String, String)| {
                        let record = format!("{}.insert[{at}]", field(index));
                        match within.as_str() {
                            "" => EditError {
                                field: record,
                                message: format!("a record of {name} {sentence}"),
                            },
                            _ => EditError {
                                field: format!("{record}.{within}"),
                                message: sentence,
                            },
                        }
                    };
                    departure(schema, record).map_err(refused)?;
                    let typed: T = serde_path_to_error::deserialize(record)
                        .map_err(|error| refused(mismatch(record, &error)))?;
                    out.push(typed);
                }
            }
        }
    }
    out.extend_from_slice(&base[position..]);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures;

    fn not_a_number(_: &Value, _: &serde_path_to_error::Error<serde_json::Error>) -> (String, String) {
        (String::new(), "must be a number".to_owned())
    }

    fn edits(old: &[i32], new: &[i32]) -> Vec<WorldEdit> {
        script(old, new).unwrap().unwrap_or_default()
    }

    fn round_trip(old: &[i32], new: &[i32]) {
        let script = edits(old, new);
        let applied: Vec<i32> =
            apply_script(old, &script, "numbers", &RecordSchema::any(), not_a_number).unwrap();
        assert_eq!(applied, new, "{old:?} -> {new:?} by {script:?}");
    }

    #[test]
    fn scripts_round_trip_whatever_the_change() {
        let seed: Vec<i32> = (0..20).collect();
        let mut cases: Vec<Vec<i32>> = vec![
            seed.clone(),
            Vec::new(),
            [seed.clone(), vec![99]].concat(),
            [vec![99], seed.clone()].concat(),
            seed.iter().copied().filter(|n| n % 3 != 0).collect(),
            seed.iter()
                .map(|n| if n % 7 == 0 { n + 100 } else { *n })
                .collect(),
        ];
        let mut middle = seed.clone();
        middle.insert(5, 77);
        middle.remove(12);
        middle[15] = 55;
        cases.push(middle);
        let mut reversed = seed.clone();
        reversed.reverse();
        cases.push(reversed);
        for new in &cases {
            round_trip(&seed, new);
            round_trip(new, &seed);
        }
        round_trip(&[], &[1, 2, 3]);
        // An update in the middle and an appended record: the update stays in place.
        let mut updated_and_appended = seed.clone();
        updated_and_appended[3] = 300;
        updated_and_appended.push(99);
        round_trip(&seed, &updated_and_appended);
    }

    #[test]
    fn an_appended_record_needs_no_count_of_the_seed() {
        assert_eq!(
            edits(&[1, 2, 3], &[1, 2, 3, 4]),
            vec![WorldEdit::Insert(vec![4.into()])]
        );
        // ... so the same script appends to a seed of another length.
        assert_eq!(
            apply_script(
                &[1, 2],
                &[WorldEdit::Insert(vec![4.into()])],
                "n",
                &RecordSchema::any(),
                not_a_number
            )
            .unwrap(),
            vec![1, 2, 4]
        );
        // An insert before kept records stays where it is.
        assert_eq!(
            edits(&[1, 2, 3], &[1, 9, 2, 3]),
            vec![
                WorldEdit::Keep(1),
                WorldEdit::Insert(vec![9.into()]),
                WorldEdit::Keep(2)
            ]
        );
        assert_eq!(
            edits(&[1, 2, 3], &[1, 3]),
            vec![WorldEdit::Keep(1), WorldEdit::Drop(1)]
        );
        assert_eq!(edits(&[1, 2, 3], &[]), vec![WorldEdit::Drop(3)]);
    }

    #[test]
    fn a_long_rewrite_is_one_drop_and_one_insert() {
        let old: Vec<i32> = (0..2000).collect();
        let new: Vec<i32> = (0..2000).map(|n| n + 5000).collect();
        let script = edits(&old, &new);
        assert_eq!(script.len(), 2, "{:?}", &script[..2]);
        assert_eq!(
            apply_script(&old, &script, "n", &RecordSchema::any(), not_a_number).unwrap(),
            new
        );
    }

    #[test]
    fn scripts_that_do_not_fit_name_the_step() {
        let error = apply_script::<i32>(
            &[1, 2],
            &[WorldEdit::Keep(1), WorldEdit::Drop(5)],
            "numbers",
            &RecordSchema::any(),
            not_a_number,
        )
        .unwrap_err();
        assert_eq!(error.field, "collections.numbers[1]");
        assert!(
            error.message.contains("past the seed world's 2 records"),
            "{}",
            error.message
        );
        let error = apply_script::<i32>(
            &[1],
            &[WorldEdit::Insert(vec!["one".into()])],
            "numbers",
            &RecordSchema::any(),
            not_a_number,
        )
        .unwrap_err();
        assert_eq!(error.field, "collections.numbers[0].insert[0]");
    }

    #[test]
    fn an_untouched_world_has_no_differences_and_every_collection_round_trips() {
        let base = fixtures::generate(7, Scale::Customers(30), fixtures::fixture_epoch());
        let copy = base.clone();
        assert!(diff(&base, &copy).unwrap().is_empty());

        // Every collection rewritten (reversed, or emptied when it has one
        // record) comes back identical through the document's JSON.
        let mut changed = base.clone();
        let mut names = vec!["customerRoles".to_owned()];
        macro_rules! rewrite {
            ($($field:ident),*) => {$(
                let mut records = (*changed.$field).clone();
                if records.len() == 1 {
                    records.clear();
                }
                records.reverse();
                if !base.$field.is_empty() {
                    names.push(camel(stringify!($field)));
                }
                changed.$field = Arc::new(records);
            )*};
        }
        rewrite!(
            roles,
            staff,
            customers,
            trading_accounts,
            restricted_accounts,
            restricted_permissions,
            selective_restrictions,
            affiliations,
            negative_settled_cash,
            crm_requests,
            restore_requests,
            trade_reconciliation,
            position_reconciliation,
            balance_reconciliation,
            onboarding_reconciliation,
            assets,
            notifications,
            smartfolios,
            symbol_strategies,
            smartfolio_positions,
            smartfolio_overrides,
            bank_accounts,
            transfers,
            trades,
            positions,
            orders,
            fix_orders,
            executions,
            account_history,
            balances,
            balance_breaks
        );
        assert!(
            names.len() > 25,
            "the test world has records in most collections: {names:?}"
        );
        names.sort();
        Arc::make_mut(&mut changed.customer_roles).insert(1, vec!["auditor".to_owned()]);
        let script = diff(&base, &changed).unwrap();
        let mut written: Vec<String> = script.keys().cloned().collect();
        written.sort();
        assert_eq!(written, names, "every collection is compared");
        let json = serde_json::to_value(&script).unwrap();
        let read: BTreeMap<String, Vec<WorldEdit>> = serde_json::from_value(json).unwrap();
        let applied = apply(&base, &read).unwrap();
        assert!(diff(&changed, &applied).unwrap().is_empty());
        assert_eq!(applied.transfers, changed.transfers);
        assert_eq!(applied.customer_roles, changed.customer_roles);
    }

    /// The document states what `collections` holds: every collection by its name, each an edit
    /// script of its own records. The whole seed world, written as a script, fits it; a record of
    /// another collection, an unknown name or a step of two kinds does not.
    #[test]
    fn the_document_describes_every_collections_script_and_records() {
        use serde_json::json;
        let contract = crate::contract::Contract::reference().expect("the document reads");
        let validator = contract.validator();
        let schema = json!({"$ref": "#/components/schemas/WorldSnapshot"});
        let seed = fixtures::generate(7, Scale::Customers(30), fixtures::fixture_epoch());
        let document = |collections: Value| {
            json!({
                "version": 1, "seed": 7, "scale": "30", "generatedAt": "2026-01-15T15:30:00Z",
                "now": "2026-01-15T15:30:00Z", "scenario": "default", "rules": [], "collections": collections
            })
        };
        let collections = validator.resolve(&validator.document()["components"]["schemas"]["WorldSnapshot"])
            ["properties"]["collections"]
            .clone();
        assert_eq!(collections["propertyNames"]["enum"], json!(collection_names()));

        let everything = diff(&World::default(), &seed).unwrap();
        assert!(
            everything.len() > 25,
            "most collections have records: {:?}",
            everything.keys()
        );
        let errors = validator.validate(&schema, &document(serde_json::to_value(&everything).unwrap()));
        assert!(errors.is_empty(), "the seed world as a document: {errors:?}");

        let transfer = serde_json::to_value(&seed.transfers[0]).unwrap();
        for wrong in [
            json!({"roles": [{"insert": [transfer]}]}),
            json!({"unicorns": []}),
            json!({"roles": [{"keep": 1, "drop": 1}]}),
            json!({"roles": [{"keep": -1}]}),
            json!({"customerRoles": [{"insert": [[1]]}]}),
        ] {
            assert!(
                !validator.fits(&schema, &document(wrong.clone())),
                "the document takes {wrong}"
            );
        }
    }

    #[test]
    fn unknown_collections_are_named() {
        let base = World::default();
        let mut collections = BTreeMap::new();
        collections.insert("unicorns".to_owned(), vec![WorldEdit::Drop(1)]);
        let error = apply(&base, &collections).unwrap_err();
        assert_eq!(error.field, "collections.unicorns");
        assert!(error.message.contains("notifications"), "{}", error.message);
    }
}
