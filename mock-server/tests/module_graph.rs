//! The server's modules form no cycle: each file depends only on files that
//! do not depend back on it, so a module can be read, moved or changed with
//! only what it names in view.
//!
//! Run it alone with `cargo test -p mock-server --test all module_graph::`;
//! a failure lists each cycle and the references that make it.
//!
//! The graph is read from the source with `syn`, one node per file of
//! `src/` (an inline module belongs to its file), leaving out `#[cfg(test)]`
//! code. A file depends on another when it imports an item defined there
//! (`use`, resolved through re-exports to the file that defines the item) or
//! names it by a path (`crate::a::b`, `super::x`, `child::f`, or a path
//! through an imported module), in code, attributes or macro arguments.
//! Declaring a child module (`mod x;`) and re-exporting an item (`pub use`)
//! are not dependencies: they are how a module presents its parts.

use std::{
    collections::{BTreeMap, BTreeSet},
    path::{Path, PathBuf},
};

use proc_macro2::{TokenStream, TokenTree};
use quote::ToTokens;
use syn::{Item, UseTree, visit::Visit};

/// One module of the crate.
#[derive(Default)]
struct Module {
    /// Its path from the crate root (`api::listing`).
    name: String,
    /// The file that holds it (an index into [`Graph::files`]).
    file: usize,
    parent: Option<usize>,
    children: BTreeMap<String, usize>,
    /// The names of the items defined here.
    items: BTreeSet<String>,
    /// `use` declarations visible to this module: local name → path.
    aliases: BTreeMap<String, Vec<String>>,
    /// The `use … ::*` declarations.
    globs: Vec<Vec<String>>,
    /// Private imports, which are dependencies (re-exports are not).
    imports: Vec<Vec<String>>,
    /// Paths named in code, attributes and macro arguments.
    references: Vec<Vec<String>>,
}

#[derive(Default)]
struct Graph {
    files: Vec<PathBuf>,
    modules: Vec<Module>,
}

/// What a path leads to.
#[derive(Clone, Copy)]
enum Target {
    Module(usize),
    /// An item, by the module that defines it.
    Item(usize),
}

impl Target {
    fn module(self) -> usize {
        match self {
            Target::Module(module) | Target::Item(module) => module,
        }
    }
}

fn is_cfg_test(attributes: &[syn::Attribute]) -> bool {
    attributes.iter().any(|attribute| {
        attribute.path().is_ident("cfg") && attribute.to_token_stream().to_string().contains("test")
    })
}

/// Every path of a `use` tree, with the name it binds (`None` for a glob).
fn use_paths(tree: &UseTree, prefix: &mut Vec<String>, out: &mut Vec<(Option<String>, Vec<String>)>) {
    match tree {
        UseTree::Path(path) => {
            prefix.push(path.ident.to_string());
            use_paths(&path.tree, prefix, out);
            prefix.pop();
        }
        UseTree::Name(name) => {
            let ident = name.ident.to_string();
            if ident == "self" {
                out.push((prefix.last().cloned(), prefix.clone()));
            } else {
                let mut path = prefix.clone();
                path.push(ident.clone());
                out.push((Some(ident), path));
            }
        }
        UseTree::Rename(rename) => {
            let mut path = prefix.clone();
            path.push(rename.ident.to_string());
            out.push((Some(rename.rename.to_string()), path));
        }
        UseTree::Glob(_) => out.push((None, prefix.clone())),
        UseTree::Group(group) => {
            for tree in &group.items {
                use_paths(tree, prefix, out);
            }
        }
    }
}

/// Collects the paths of a token stream: `a::b::c` runs not preceded by `::`
/// (single names too: one that a `pub use` brings in is a dependency as well).
fn token_paths(stream: TokenStream, out: &mut Vec<Vec<String>>) {
    let tokens: Vec<TokenTree> = stream.into_iter().collect();
    let mut index = 0;
    while index < tokens.len() {
        match &tokens[index] {
            TokenTree::Group(group) => {
                token_paths(group.stream(), out);
                index += 1;
            }
            TokenTree::Ident(ident) => {
                let preceded_by_colons = index >= 2
                    && matches!((&tokens[index - 2], &tokens[index - 1]),
                        (TokenTree::Punct(a), TokenTree::Punct(b)) if a.as_char() == ':' && b.as_char() == ':');
                let mut path = vec![ident.to_string()];
                let mut next = index + 1;
                while let (
                    Some(TokenTree::Punct(a)),
                    Some(TokenTree::Punct(b)),
                    Some(TokenTree::Ident(segment)),
                ) = (tokens.get(next), tokens.get(next + 1), tokens.get(next + 2))
                    && a.as_char() == ':'
                    && b.as_char() == ':'
                {
                    path.push(segment.to_string());
                    next += 3;
                }
                if !preceded_by_colons {
                    out.push(path);
                }
                index = next;
            }
            TokenTree::Punct(_) | TokenTree::Literal(_) => index += 1,
        }
    }
}

/// The `use` declarations inside function bodies and other blocks.
struct BlockUses<'a>(&'a mut Vec<syn::ItemUse>);

impl<'ast> Visit<'ast> for BlockUses<'_> {
    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        self.0.push(item.clone());
    }
    fn visit_item_mod(&mut self, _: &'ast syn::ItemMod) {}
}

impl Graph {
    fn load(src: &Path) -> Graph {
        let mut graph = Graph::default();
        let root = src.join("lib.rs");
        graph.load_file(&root, None, "", src);
        graph
    }

    /// Reads a file-backed module; `dir` is where its `mod x;` children live.
    fn load_file(&mut self, file: &Path, parent: Option<usize>, name: &str, dir: &Path) -> usize {
        let text =
            std::fs::read_to_string(file).unwrap_or_else(|error| panic!("{}: {error}", file.display()));
        let parsed = syn::parse_file(&text).unwrap_or_else(|error| panic!("{}: {error}", file.display()));
        self.files.push(file.to_path_buf());
        let file_index = self.files.len() - 1;
        self.add_module(&parsed.items, file_index, parent, name, dir)
    }

    fn add_module(
        &mut self,
        items: &[Item],
        file: usize,
        parent: Option<usize>,
        name: &str,
        dir: &Path,
    ) -> usize {
        let id = self.modules.len();
        self.modules.push(Module {
            name: name.to_owned(),
            file,
            parent,
            ..Module::default()
        });
        if let Some(parent) = parent {
            let short = name.rsplit("::").next().unwrap_or_default().to_owned();
            self.modules[parent].children.insert(short, id);
        }
        let mut uses: Vec<(syn::ItemUse, bool)> = Vec::new();
        for item in items {
            let attributes: &[syn::Attribute] = match item {
                Item::Const(i) => &i.attrs,
                Item::Enum(i) => &i.attrs,
                Item::Fn(i) => &i.attrs,
                Item::Impl(i) => &i.attrs,
                Item::Macro(i) => &i.attrs,
                Item::Mod(i) => &i.attrs,
                Item::Static(i) => &i.attrs,
                Item::Struct(i) => &i.attrs,
                Item::Trait(i) => &i.attrs,
                Item::Type(i) => &i.attrs,
                Item::Use(i) => &i.attrs,
                _ => &[],
            };
            if is_cfg_test(attributes) {
                continue;
            }
            match item {
                Item::Mod(module) => {
                    let child = module.ident.to_string();
                    let child_name = if name.is_empty() {
                        child.clone()
                    } else {
                        format!("{name}::{child}")
                    };
                    if let Some((_, content)) = &module.content {
                        self.add_module(content, file, Some(id), &child_name, &dir.join(&child));
                    } else {
                        let flat = dir.join(format!("{child}.rs"));
                        let (path, child_dir) = if flat.exists() {
                            (flat, dir.join(&child))
                        } else {
                            (dir.join(&child).join("mod.rs"), dir.join(&child))
                        };
                        self.load_file(&path, Some(id), &child_name, &child_dir);
                    }
                    continue;
                }
                Item::Use(item_use) => {
                    let public = !matches!(item_use.vis, syn::Visibility::Inherited);
                    uses.push((item_use.clone(), public));
                    continue;
                }
                _ => {}
            }
            let ident = match item {
                Item::Const(i) => Some(&i.ident),
                Item::Enum(i) => Some(&i.ident),
                Item::Fn(i) => Some(&i.sig.ident),
                Item::Static(i) => Some(&i.ident),
                Item::Struct(i) => Some(&i.ident),
                Item::Trait(i) => Some(&i.ident),
                Item::Type(i) => Some(&i.ident),
                Item::Union(i) => Some(&i.ident),
                Item::Macro(i) => i.ident.as_ref(),
                _ => None,
            };
            if let Some(ident) = ident {
                self.modules[id].items.insert(ident.to_string());
            }
            let mut block_uses = Vec::new();
            BlockUses(&mut block_uses).visit_item(item);
            uses.extend(block_uses.into_iter().map(|item_use| (item_use, false)));
            let mut references = Vec::new();
            token_paths(item.to_token_stream(), &mut references);
            self.modules[id].references.extend(references);
        }
        for (item_use, public) in uses {
            let mut paths = Vec::new();
            use_paths(&item_use.tree, &mut Vec::new(), &mut paths);
            for (bound, path) in paths {
                match bound {
                    Some(bound) => {
                        self.modules[id].aliases.insert(bound, path.clone());
                    }
                    None => self.modules[id].globs.push(path.clone()),
                }
                if !public {
                    self.modules[id].imports.push(path);
                }
            }
        }
        id
    }

    /// Where `path`, written in module `from`, leads; `None` outside the crate.
    fn resolve(&self, from: usize, path: &[String], depth: usize) -> Option<Target> {
        if depth > 32 || path.is_empty() {
            return None;
        }
        let (start, rest) = match path[0].as_str() {
            "crate" => (0, &path[1..]),
            "self" => (from, &path[1..]),
            "super" => {
                let mut module = from;
                let mut index = 0;
                while path.get(index).is_some_and(|segment| segment == "super") {
                    module = self.modules[module].parent?;
                    index += 1;
                }
                (module, &path[index..])
            }
            first => {
                if let Some(&child) = self.modules[from].children.get(first) {
                    (child, &path[1..])
                } else if let Some(alias) = self.modules[from].aliases.get(first) {
                    match self.resolve(from, alias, depth + 1)? {
                        Target::Module(module) => (module, &path[1..]),
                        item @ Target::Item(_) => return Some(item),
                    }
                } else {
                    return None;
                }
            }
        };
        self.walk(start, rest, depth)
    }

    fn walk(&self, mut module: usize, rest: &[String], depth: usize) -> Option<Target> {
        for (index, segment) in rest.iter().enumerate() {
            if let Some(&child) = self.modules[module].children.get(segment) {
                module = child;
                continue;
            }
            if self.modules[module].items.contains(segment) {
                return Some(Target::Item(module));
            }
            if let Some(alias) = self.modules[module].aliases.get(segment) {
                return match self.resolve(module, alias, depth + 1) {
                    Some(Target::Module(target)) => self.walk(target, &rest[index + 1..], depth + 1),
                    other => other,
                };
            }
            for glob in &self.modules[module].globs {
                if let Some(Target::Module(source)) = self.resolve(module, glob, depth + 1)
                    && self.exports(source, segment)
                {
                    return self.walk(source, &rest[index..], depth + 1);
                }
            }
            // A name this module gets from elsewhere (a derive, a macro): count it here.
            return Some(Target::Item(module));
        }
        Some(Target::Module(module))
    }

    fn exports(&self, module: usize, name: &str) -> bool {
        let module = &self.modules[module];
        module.items.contains(name) || module.children.contains_key(name) || module.aliases.contains_key(name)
    }

    /// The file-to-file dependencies, each with one reference that makes it.
    fn edges(&self) -> BTreeMap<(usize, usize), String> {
        let mut edges = BTreeMap::new();
        for (id, module) in self.modules.iter().enumerate() {
            let paths = module
                .imports
                .iter()
                .map(|p| ("use", p))
                .chain(module.references.iter().map(|p| ("names", p)));
            for (how, path) in paths {
                // A single name is a dependency only when a `use` brings it in.
                if path.len() == 1 && !module.aliases.contains_key(&path[0]) {
                    continue;
                }
                let Some(target) = self.resolve(id, path, 0) else {
                    continue;
                };
                let to = self.modules[target.module()].file;
                if to != module.file {
                    edges.entry((module.file, to)).or_insert_with(|| {
                        let name = if module.name.is_empty() {
                            "crate"
                        } else {
                            &module.name
                        };
                        format!("{name} {how} {}", path.join("::"))
                    });
                }
            }
        }
        edges
    }
}

/// The strongly connected components of more than one node (Tarjan).
fn cycles(nodes: usize, edges: &BTreeMap<(usize, usize), String>) -> Vec<Vec<usize>> {
    struct State<'a> {
        next: Vec<Vec<usize>>,
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        on_stack: Vec<bool>,
        stack: Vec<usize>,
        counter: usize,
        found: &'a mut Vec<Vec<usize>>,
    }
    fn connect(state: &mut State<'_>, node: usize) {
        state.index[node] = Some(state.counter);
        state.low[node] = state.counter;
        state.counter += 1;
        state.stack.push(node);
        state.on_stack[node] = true;
        for next in state.next[node].clone() {
            match state.index[next] {
                None => {
                    connect(state, next);
                    state.low[node] = state.low[node].min(state.low[next]);
                }
                Some(index) if state.on_stack[next] => state.low[node] = state.low[node].min(index),
                Some(_) => {}
            }
        }
        if Some(state.low[node]) == state.index[node] {
            let mut component = Vec::new();
            while let Some(member) = state.stack.pop() {
                state.on_stack[member] = false;
                component.push(member);
                if member == node {
                    break;
                }
            }
            if component.len() > 1 {
                component.sort_unstable();
                state.found.push(component);
            }
        }
    }
    let mut next = vec![Vec::new(); nodes];
    for &(from, to) in edges.keys() {
        next[from].push(to);
    }
    let mut found = Vec::new();
    let mut state = State {
        next,
        index: vec![None; nodes],
        low: vec![0; nodes],
        on_stack: vec![false; nodes],
        stack: Vec::new(),
        counter: 0,
        found: &mut found,
    };
    for node in 0..nodes {
        if state.index[node].is_none() {
            connect(&mut state, node);
        }
    }
    found
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

#[test]
fn the_modules_form_no_cycle() {
    let graph = Graph::load(&src());
    let edges = graph.edges();
    let found = cycles(graph.files.len(), &edges);
    let relative = |file: usize| {
        graph.files[file]
            .strip_prefix(src())
            .unwrap_or(&graph.files[file])
            .display()
            .to_string()
    };
    // `MODULE_GRAPH=print` prints every dependency (with `-- --nocapture`).
    if std::env::var("MODULE_GRAPH").is_ok_and(|value| value == "print") {
        for ((from, to), why) in &edges {
            println!("{} -> {}   ({why})", relative(*from), relative(*to));
        }
    }
    let report: Vec<String> = found
        .iter()
        .map(|component| {
            let members: BTreeSet<usize> = component.iter().copied().collect();
            let mut lines = vec![format!(
                "a cycle of {} files: {}",
                component.len(),
                component
                    .iter()
                    .map(|&file| relative(file))
                    .collect::<Vec<_>>()
                    .join(", ")
            )];
            for ((from, to), why) in &edges {
                if members.contains(from) && members.contains(to) {
                    lines.push(format!("  {} -> {}   ({why})", relative(*from), relative(*to)));
                }
            }
            lines.join("\n")
        })
        .collect();
    assert!(
        report.is_empty(),
        "the modules form cycles:\n{}",
        report.join("\n")
    );
}

/// The checker itself finds a cycle where there is one: a parent that calls
/// its child, and a child that names an item of its parent.
#[test]
fn the_checker_sees_a_cycle() {
    let dir = std::env::temp_dir().join(format!("module-graph-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("a")).unwrap_or_else(|error| panic!("{error}"));
    let write = |path: &str, text: &str| {
        std::fs::write(dir.join(path), text).unwrap_or_else(|error| panic!("{error}"));
    };
    write("lib.rs", "pub mod a;\npub mod b;\npub use b::Thing;\n");
    write("a/mod.rs", "pub mod c;\npub fn f() { c::g(); }\n");
    write("a/c.rs", "use crate::Thing;\npub fn g() { let _ = Thing; }\n");
    write("b.rs", "pub struct Thing;\npub fn h() { crate::a::f(); }\n");
    let graph = Graph::load(&dir);
    let edges = graph.edges();
    let found = cycles(graph.files.len(), &edges);
    std::fs::remove_dir_all(&dir).ok();
    let names: Vec<BTreeSet<String>> = found
        .iter()
        .map(|component| {
            component
                .iter()
                .map(|&file| {
                    graph.files[file]
                        .strip_prefix(&dir)
                        .unwrap_or(&graph.files[file])
                        .display()
                        .to_string()
                })
                .collect()
        })
        .collect();
    // a → a/c (a names c::g), a/c → b (Thing, re-exported by the root), b → a (crate::a::f);
    // the root's `pub use` and `pub mod` lines are no dependency.
    let expected: BTreeSet<String> = ["a/c.rs", "a/mod.rs", "b.rs"].map(str::to_owned).into();
    assert_eq!(names, vec![expected]);
}
