//! grundy's tools. The binaries: `bundle` (one judge-ready file per problem), `bench`
//! (solver times against `floor`) and `floor` (read and parse the input, nothing else).
//! This library holds what they share: the benchmark's input generators.

pub mod inputs;
