//! Holding a JSON document read from a stranger to "every field, nothing else".
//!
//! serde's derive is lenient in two places a strict reader cannot be: an internally tagged enum
//! (`{"phase": "turn", …}`) ignores keys it does not know even where its structs deny them, and a
//! field of type `Option` or marked `default` may be left out. So a reader that promises every
//! field and no other parses as usual, writes what it read back out (the canonical form), and
//! compares the keys of the two documents here: a key only the input has is unknown, a key only
//! the canonical form has was left out. Values are not compared (the types checked them).
use serde_json::{Map, Value};
use std::fmt;

/// A key that makes a document other than what its reader promises, with its path from the
/// root (`public.phase.attack.speed`; array elements by index: `public.exchanges[2].end`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KeyProblem {
    Unknown(String),
    Missing(String),
    /// A list or an object where the reader writes another shape (another length, a list for
    /// an object): seen only where the reader kept some other part of the input.
    Shape(String),
}

impl fmt::Display for KeyProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KeyProblem::Unknown(path) => write!(f, "unknown field `{path}`"),
            KeyProblem::Missing(path) => write!(f, "missing field `{path}`"),
            KeyProblem::Shape(path) => write!(f, "field `{path}` is not what a view holds there"),
        }
    }
}

/// The first key on which `input` and `canonical` (the same value as its reader writes it)
/// differ. `optional` names the fields a writer leaves out when they are empty: these may be
/// left out of the input, or given as `null`.
pub fn compare_keys(input: &Value, canonical: &Value, optional: &[&str]) -> Result<(), KeyProblem> {
    compare(input, canonical, optional, &mut String::new())
}

fn compare(
    input: &Value,
    canonical: &Value,
    optional: &[&str],
    path: &mut String,
) -> Result<(), KeyProblem> {
    match (input, canonical) {
        (Value::Object(given), Value::Object(written)) => {
            compare_objects(given, written, optional, path)
        }
        (Value::Array(given), Value::Array(written)) if given.len() == written.len() => {
            compare_arrays(given, written, optional, path)
        }
        (Value::Object(_) | Value::Array(_), _) | (_, Value::Object(_) | Value::Array(_)) => {
            Err(KeyProblem::Shape(path.clone()))
        }
        _ => Ok(()),
    }
}

fn compare_objects(
    given: &Map<String, Value>,
    written: &Map<String, Value>,
    optional: &[&str],
    path: &mut String,
) -> Result<(), KeyProblem> {
    let is_optional = |key: &str| optional.contains(&key);
    let mut keys: Vec<&String> = given.keys().chain(written.keys()).collect();
    keys.sort();
    keys.dedup();
    for key in keys {
        let len = path.len();
        if !path.is_empty() {
            path.push('.');
        }
        path.push_str(key);
        match (given.get(key), written.get(key)) {
            (Some(Value::Null), None) if is_optional(key) => {}
            (Some(_), None) => return Err(KeyProblem::Unknown(path.clone())),
            (None, Some(_)) if !is_optional(key) => return Err(KeyProblem::Missing(path.clone())),
            (Some(a), Some(b)) => compare(a, b, optional, path)?,
            _ => {}
        }
        path.truncate(len);
    }
    Ok(())
}

/// Elements are paired by their shape, not their place: a reader may sort what it read (a hand
/// is kept sorted). Elements of the same shape in both lists agree; the others are compared in
/// their order, and differ somewhere.
fn compare_arrays(
    given: &[Value],
    written: &[Value],
    optional: &[&str],
    path: &mut String,
) -> Result<(), KeyProblem> {
    let by_shape = |values: &[Value]| {
        let mut shaped: Vec<(String, usize)> = values
            .iter()
            .enumerate()
            .map(|(i, v)| (shape(v, optional), i))
            .collect();
        shaped.sort();
        shaped
    };
    let (given_shapes, written_shapes) = (by_shape(given), by_shape(written));
    let (mut only_given, mut only_written) = (Vec::new(), Vec::new());
    let (mut g, mut w) = (
        given_shapes.iter().peekable(),
        written_shapes.iter().peekable(),
    );
    loop {
        match (g.peek(), w.peek()) {
            (Some(a), Some(b)) if a.0 == b.0 => {
                g.next();
                w.next();
            }
            (Some(a), Some(b)) if a.0 < b.0 => only_given.extend(g.next().map(|x| x.1)),
            (Some(_), Some(_)) => only_written.extend(w.next().map(|x| x.1)),
            (Some(_), None) => only_given.extend(g.next().map(|x| x.1)),
            (None, Some(_)) => only_written.extend(w.next().map(|x| x.1)),
            (None, None) => break,
        }
    }
    only_given.sort_unstable();
    only_written.sort_unstable();
    match (only_given.first(), only_written.first()) {
        (Some(&at_given), Some(&at_written)) => {
            path.push_str(&format!("[{at_given}]"));
            compare(&given[at_given], &written[at_written], optional, path)?;
            // Their shapes differ, so something in them does, even where the keys agree.
            Err(KeyProblem::Shape(path.clone()))
        }
        _ => Ok(()),
    }
}

/// The keys of a value and of everything in it, without the values: `{a:s,b:[s,s]}`. An
/// optional field set to `null` counts as left out.
fn shape(value: &Value, optional: &[&str]) -> String {
    match value {
        Value::Object(map) => {
            let mut keys: Vec<String> = map
                .iter()
                .filter(|(k, v)| !(v.is_null() && optional.contains(&k.as_str())))
                .map(|(k, v)| format!("{k}:{}", shape(v, optional)))
                .collect();
            keys.sort();
            format!("{{{}}}", keys.join(","))
        }
        Value::Array(values) => {
            let mut shapes: Vec<String> = values.iter().map(|v| shape(v, optional)).collect();
            shapes.sort();
            format!("[{}]", shapes.join(","))
        }
        _ => "s".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_same_keys_in_another_order_pass() {
        let input = json!({"b": [{"x": 1}, "c", {"y": [1, 2]}], "a": null});
        let canonical = json!({"a": 3, "b": ["c", {"y": [2, 1]}, {"x": 5}]});
        assert_eq!(compare_keys(&input, &canonical, &[]), Ok(()));
    }

    #[test]
    fn an_unknown_nested_key_is_named_with_its_path() {
        let input = json!({"public": {"phase": {"phase": "turn", "speed": 3}}});
        let canonical = json!({"public": {"phase": {"phase": "turn"}}});
        assert_eq!(
            compare_keys(&input, &canonical, &[]),
            Err(KeyProblem::Unknown("public.phase.speed".into()))
        );
    }

    #[test]
    fn a_left_out_field_is_named_unless_optional() {
        let input = json!({"options": {"a": 1}, "list": [{"k": 1}]});
        let canonical = json!({"options": {"a": 1, "b": 2}, "list": [{"k": 1}]});
        assert_eq!(
            compare_keys(&input, &canonical, &[]),
            Err(KeyProblem::Missing("options.b".into()))
        );
        assert_eq!(compare_keys(&input, &canonical, &["b"]), Ok(()));
    }

    #[test]
    fn an_optional_field_may_be_null_where_the_writer_leaves_it_out() {
        let input = json!({"last": null, "list": [{"k": 1, "extra": null}]});
        let canonical = json!({"list": [{"k": 1}]});
        assert_eq!(
            compare_keys(&input, &canonical, &["last"]),
            Err(KeyProblem::Unknown("list[0].extra".into()))
        );
        assert_eq!(compare_keys(&input, &canonical, &["last", "extra"]), Ok(()));
    }

    #[test]
    fn a_changed_element_deep_in_a_sorted_list_is_found() {
        let input = json!({"xs": [{"links": [1, 2]}, {"links": [{"k": 1, "bad": 0}]}]});
        let canonical = json!({"xs": [{"links": [{"k": 1}]}, {"links": [1, 2]}]});
        assert_eq!(
            compare_keys(&input, &canonical, &[]),
            Err(KeyProblem::Unknown("xs[1].links[0].bad".into()))
        );
        let longer = json!({"xs": [1, 2, 3]});
        assert_eq!(
            compare_keys(&longer, &json!({"xs": [1, 2]}), &[]),
            Err(KeyProblem::Shape("xs".into()))
        );
    }

    #[test]
    fn array_elements_are_named_by_their_place_in_the_input() {
        let input = json!({"hand": ["a", {"attack": 1, "bad": 2}]});
        let canonical = json!({"hand": [{"attack": 1}, "a"]});
        assert_eq!(
            compare_keys(&input, &canonical, &[]),
            Err(KeyProblem::Unknown("hand[1].bad".into()))
        );
    }
}
