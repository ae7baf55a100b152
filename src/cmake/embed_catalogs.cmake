# Turns the translation catalogs (assets/i18n/<code>.po, one per line of languages.def, in
# that order) into a C++ source holding their bytes, so the programs need no file at run time.
# Usage: cmake -DLANGUAGES=<languages.def> -DCATALOGS=<assets/i18n> -DOUTPUT=<file.cpp> -P this
foreach(var LANGUAGES CATALOGS OUTPUT)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "embed_catalogs: -D${var}=... is required")
  endif()
endforeach()

file(STRINGS "${LANGUAGES}" lines REGEX "^SUDOKU_LANGUAGE\\(")
set(arrays "")
set(views "")
set(count 0)
foreach(line IN LISTS lines)
  if(NOT line MATCHES "^SUDOKU_LANGUAGE\\(([A-Za-z]+), *([a-z_A-Z]+)\\)")
    message(FATAL_ERROR "embed_catalogs: ${LANGUAGES}: cannot read '${line}'")
  endif()
  set(code "${CMAKE_MATCH_2}")
  set(po "${CATALOGS}/${code}.po")
  if(NOT EXISTS "${po}")
    message(FATAL_ERROR "embed_catalogs: ${LANGUAGES} lists '${code}' but ${po} does not exist")
  endif()
  file(READ "${po}" hex HEX)
  string(LENGTH "${hex}" hex_length)
  math(EXPR size "${hex_length} / 2")
  # 0x.. bytes, 32 per line; a trailing 0 so the array is never empty.
  string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
  string(REGEX REPLACE "((0x..,){32})" "\\1\n    " bytes "${bytes}")
  string(APPEND arrays "constexpr unsigned char k_${code}[] = {\n    ${bytes}0};\n\n")
  string(APPEND views "    {reinterpret_cast<const char*>(k_${code}), ${size}},\n")
  math(EXPR count "${count} + 1")
endforeach()
if(count EQUAL 0)
  message(FATAL_ERROR "embed_catalogs: ${LANGUAGES} lists no language")
endif()

set(text "// Generated from ${CATALOGS}/*.po by cmake/embed_catalogs.cmake; do not edit.
#include <cstddef>
#include <string_view>

namespace sudoku::i18n {

namespace {

${arrays}const std::string_view kCatalogs[] = {
${views}};

}  // namespace

std::string_view embedded_catalog_bytes(std::size_t index) {
    return index < std::size(kCatalogs) ? kCatalogs[index] : std::string_view();
}

}  // namespace sudoku::i18n
")
if(EXISTS "${OUTPUT}")
  file(READ "${OUTPUT}" old)
  if(old STREQUAL text)
    return()
  endif()
endif()
file(WRITE "${OUTPUT}" "${text}")
