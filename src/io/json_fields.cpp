#include "io/json_fields.hpp"

#include <cmath>

#include "core/grid/symbols.hpp"
#include "io/display_path.hpp"

namespace sudoku::io {

FileError file_error(std::string field, const std::string& problem) {
    return file_error(std::move(field), core::unspecified_error(problem));
}

FileError file_error(std::string field, core::Error problem) {
    if (field.empty()) return FileError{std::move(problem), {}};
    core::Error located = core::prefixed_error(field, std::move(problem));
    return FileError{std::move(located), std::move(field)};
}

core::Error cannot_read(const std::filesystem::path& path) {
    return core::coded_error(core::ErrorCode::CannotRead, {display_path(path)});
}

namespace json_fields {

namespace {

using core::coded_error;
using core::ErrorCode;

// "a string", "an array", ...: nlohmann's type names with the article a message needs.
core::Error describe_type(const Json& v) {
    if (v.is_number_integer()) return coded_error(ErrorCode::JsonInteger);
    if (v.is_number()) return coded_error(ErrorCode::JsonNumber);
    if (v.is_object()) return coded_error(ErrorCode::JsonObject);
    if (v.is_array()) return coded_error(ErrorCode::JsonArray);
    if (v.is_string()) return coded_error(ErrorCode::JsonString);
    if (v.is_boolean()) return coded_error(ErrorCode::JsonBoolean);
    if (v.is_null()) return coded_error(ErrorCode::JsonNull);
    const std::string name = v.type_name();  // binary, discarded: never in a parsed file
    const bool vowel = name.find_first_of("aeiou") == 0;
    return core::unspecified_error((vowel ? "an " : "a ") + name);
}

[[noreturn]] void wrong_type(const Json& v, const std::string& path, core::Error expected) {
    fail(path, coded_error(ErrorCode::WrongType, {}, {std::move(expected), describe_type(v)}));
}

// "1..9": the range an integer must be in.
core::Error integer_range(std::int64_t min, std::int64_t max) {
    return coded_error(ErrorCode::JsonIntegerRange, {std::to_string(min), std::to_string(max)});
}

core::Error value_out_of_range(const Json& v, std::string min, std::string max) {
    return coded_error(ErrorCode::JsonOutOfRange, {v.dump(), std::move(min), std::move(max)});
}

}  // namespace

void fail(const std::string& field, const std::string& problem) {
    throw file_error(field, problem);
}

void fail(const std::string& field, core::Error problem) {
    throw file_error(field, std::move(problem));
}

std::string join(const std::string& path, std::string_view key) {
    return path.empty() ? std::string(key) : path + "." + std::string(key);
}

std::string element(const std::string& path, std::size_t i) {
    return path + "[" + std::to_string(i) + "]";
}

std::string printable(std::string_view text, std::size_t max) {
    std::string out;
    for (std::size_t i = 0; i < text.size() && i < max; ++i) {
        const auto u = static_cast<unsigned char>(text[i]);
        out += u >= 0x20 && u < 0x7f ? std::string(1, text[i]) : core::describe_char(text[i]);
    }
    return text.size() > max ? out + "..." : out;
}

const Json& member(const Json& obj, const std::string& path, std::string_view key) {
    const auto it = obj.find(key);
    if (it == obj.end()) fail(join(path, key), coded_error(ErrorCode::FieldMissing));
    return *it;
}

const Json* optional_member(const Json& obj, std::string_view key) {
    const auto it = obj.find(key);
    return it == obj.end() || it->is_null() ? nullptr : &*it;
}

const Json& as_object(const Json& v, const std::string& path) {
    if (!v.is_object()) wrong_type(v, path, coded_error(ErrorCode::JsonObject));
    return v;
}

const Json& as_array(const Json& v, const std::string& path) {
    if (!v.is_array()) wrong_type(v, path, coded_error(ErrorCode::JsonArray));
    return v;
}

bool as_bool(const Json& v, const std::string& path) {
    if (!v.is_boolean()) wrong_type(v, path, coded_error(ErrorCode::JsonTrueOrFalse));
    return v.get<bool>();
}

std::int64_t as_int(const Json& v, const std::string& path, std::int64_t min, std::int64_t max) {
    if (!v.is_number_integer()) wrong_type(v, path, integer_range(min, max));
    // Unsigned values above INT64_MAX would wrap: compare them before converting.
    const bool too_big =
        v.is_number_unsigned() && v.get<std::uint64_t>() > static_cast<std::uint64_t>(max);
    const std::int64_t value = too_big ? max : v.get<std::int64_t>();
    if (too_big || value < min || value > max)
        fail(path, value_out_of_range(v, std::to_string(min), std::to_string(max)));
    return value;
}

double as_number(const Json& v, const std::string& path, double min, double max) {
    if (!v.is_number()) wrong_type(v, path, coded_error(ErrorCode::JsonNumber));
    const double value = v.get<double>();
    if (!std::isfinite(value) || value < min || value > max)
        fail(path, value_out_of_range(v, Json(min).dump(), Json(max).dump()));
    return value;
}

const std::string& as_string(const Json& v, const std::string& path) {
    if (!v.is_string()) wrong_type(v, path, coded_error(ErrorCode::JsonString));
    return v.get_ref<const std::string&>();
}

std::string dump(const OrderedJson& v, int indent) {
    return v.dump(indent, ' ', false, OrderedJson::error_handler_t::replace);
}

void check_header(const Json& root, std::string_view format, int version) {
    (void)check_header(root, format, version, version);
}

int check_header(const Json& root, std::string_view format, int oldest, int newest) {
    as_object(root, "");
    const std::string& name = as_string(member(root, "", "format"), "format");
    if (name != format)
        fail("format",
             coded_error(ErrorCode::FormatMismatch, {printable(name), std::string(format)}));
    const Json& v = member(root, "", "version");
    if (!v.is_number_integer()) wrong_type(v, "version", coded_error(ErrorCode::JsonInteger));
    if (v < oldest || v > newest)
        fail("version", coded_error(ErrorCode::UnknownVersion,
                                    {v.dump(), oldest == newest ? std::to_string(newest)
                                                                : std::to_string(oldest) + "-" +
                                                                      std::to_string(newest)}));
    return v.get<int>();
}

}  // namespace json_fields

}  // namespace sudoku::io
