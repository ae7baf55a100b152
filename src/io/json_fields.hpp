// Internal to io (.cpp files only): typed access to JSON values that throws a FileError naming
// the field's path, so each loader is a straight list of reads and one catch.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "io/file_error.hpp"
#include "io/json_file.hpp"

namespace sudoku::io::json_fields {

// Read files are parsed into std::map objects: an ordered_json object finds (and, while
// parsing, inserts) keys by linear search, so a file with n keys took O(n^2) to read.
using Json = nlohmann::json;
// Written files keep the documented key order.
using OrderedJson = nlohmann::ordered_json;

// Throws file_error(field, problem).
[[noreturn]] void fail(const std::string& field, const std::string& problem);
[[noreturn]] void fail(const std::string& field, core::Error problem);

// "puzzle" + "size" -> "puzzle.size"; "" + "moves" -> "moves".
[[nodiscard]] std::string join(const std::string& path, std::string_view key);
// "moves" + 3 -> "moves[3]".
[[nodiscard]] std::string element(const std::string& path, std::size_t i);

// Text from a file made safe to echo in a one-line message: control and non-ASCII bytes as
// \xNN, cut after `max` characters with "...".
[[nodiscard]] std::string printable(std::string_view text, std::size_t max = 40);

// Parses the text of a file of this kind, the only way io parses JSON (json_file.cpp): refuses
// text past the kind's size limit and nesting past kMaxJsonDepth, skips a UTF-8 byte-order
// mark; a syntax error fails with an empty field ("line 3, column 5: not JSON (...)").
[[nodiscard]] Json parse(std::string_view text, JsonFileKind kind);

// The member, failing when it is missing. `path` names `obj`.
[[nodiscard]] const Json& member(const Json& obj, const std::string& path, std::string_view key);
// The member, or nullptr when missing or null.
[[nodiscard]] const Json* optional_member(const Json& obj, std::string_view key);

// Each checks the type (and range) of `v`, which `path` names.
const Json& as_object(const Json& v, const std::string& path);
const Json& as_array(const Json& v, const std::string& path);
[[nodiscard]] bool as_bool(const Json& v, const std::string& path);
[[nodiscard]] std::int64_t as_int(const Json& v, const std::string& path, std::int64_t min,
                                  std::int64_t max);
[[nodiscard]] double as_number(const Json& v, const std::string& path, double min, double max);
[[nodiscard]] const std::string& as_string(const Json& v, const std::string& path);

// Serializes; invalid UTF-8 in strings (set by the program, never by a parsed file) is replaced
// rather than thrown on, so writing a file cannot fail on text.
[[nodiscard]] std::string dump(const OrderedJson& v, int indent = -1);

// Checks "format" and "version" of a file's top-level object.
void check_header(const Json& root, std::string_view format, int version);
// The same for a format of which versions `oldest`..`newest` are read; the version found.
int check_header(const Json& root, std::string_view format, int oldest, int newest);

}  // namespace sudoku::io::json_fields
