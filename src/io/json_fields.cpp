#include "io/json_fields.hpp"

#include <cmath>

#include "core/symbols.hpp"

namespace sudoku::io {

FileError file_error(std::string field, const std::string& problem) {
    std::string message = field.empty() ? problem : field + ": " + problem;
    return FileError{std::move(field), std::move(message)};
}

namespace json_fields {

namespace {

// "a string", "an array", ...: nlohmann's type names with the article a message needs.
std::string describe_type(const Json& v) {
    if (v.is_number_integer()) return "an integer";
    if (v.is_number()) return "a number";
    const std::string name = v.type_name();
    const bool vowel = name.find_first_of("aeiou") == 0;
    return (vowel ? "an " : "a ") + name;
}

[[noreturn]] void wrong_type(const Json& v, const std::string& path, const std::string& expected) {
    fail(path, "expected " + expected + ", found " + describe_type(v));
}

}  // namespace

void fail(const std::string& field, const std::string& problem) {
    throw file_error(field, problem);
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

Json parse(std::string_view text) {
    try {
        return Json::parse(text.begin(), text.end());
    } catch (const Json::parse_error& e) {
        fail("", "not JSON (syntax error at byte " + std::to_string(e.byte) + ")");
    } catch (const Json::out_of_range&) {
        fail("", "not JSON (a number is too large to read)");
    } catch (const Json::exception& e) {
        fail("", "not JSON (error " + std::to_string(e.id) + ")");
    }
}

const Json& member(const Json& obj, const std::string& path, std::string_view key) {
    const auto it = obj.find(key);
    if (it == obj.end()) fail(join(path, key), "missing");
    return *it;
}

const Json* optional_member(const Json& obj, std::string_view key) {
    const auto it = obj.find(key);
    return it == obj.end() || it->is_null() ? nullptr : &*it;
}

const Json& as_object(const Json& v, const std::string& path) {
    if (!v.is_object()) wrong_type(v, path, "an object");
    return v;
}

const Json& as_array(const Json& v, const std::string& path) {
    if (!v.is_array()) wrong_type(v, path, "an array");
    return v;
}

bool as_bool(const Json& v, const std::string& path) {
    if (!v.is_boolean()) wrong_type(v, path, "true or false");
    return v.get<bool>();
}

std::int64_t as_int(const Json& v, const std::string& path, std::int64_t min, std::int64_t max) {
    const std::string range = std::to_string(min) + ".." + std::to_string(max);
    if (!v.is_number_integer()) wrong_type(v, path, "an integer " + range);
    // Unsigned values above INT64_MAX would wrap: compare them before converting.
    const bool too_big =
        v.is_number_unsigned() && v.get<std::uint64_t>() > static_cast<std::uint64_t>(max);
    const std::int64_t value = too_big ? max : v.get<std::int64_t>();
    if (too_big || value < min || value > max)
        fail(path, v.dump() + " is out of range (" + range + ")");
    return value;
}

double as_number(const Json& v, const std::string& path, double min, double max) {
    if (!v.is_number()) wrong_type(v, path, "a number");
    const double value = v.get<double>();
    if (!std::isfinite(value) || value < min || value > max)
        fail(path,
             v.dump() + " is out of range (" + Json(min).dump() + ".." + Json(max).dump() + ")");
    return value;
}

const std::string& as_string(const Json& v, const std::string& path) {
    if (!v.is_string()) wrong_type(v, path, "a string");
    return v.get_ref<const std::string&>();
}

std::string dump(const Json& v, int indent) {
    return v.dump(indent, ' ', false, Json::error_handler_t::replace);
}

void check_header(const Json& root, std::string_view format, int version) {
    as_object(root, "");
    const std::string& name = as_string(member(root, "", "format"), "format");
    if (name != format)
        fail("format", "\"" + printable(name) + "\" is not \"" + std::string(format) + "\"");
    const Json& v = member(root, "", "version");
    if (!v.is_number_integer()) wrong_type(v, "version", "an integer");
    if (v != version)
        fail("version", "unknown version " + v.dump() + " (this program reads version " +
                            std::to_string(version) + ")");
}

}  // namespace json_fields

}  // namespace sudoku::io
