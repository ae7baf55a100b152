# Turns a puzzle file (one 81-symbol line each, '#' comments) into a C++ source defining
# `std::span<const std::string_view> NAME()` in sudoku::core, so the pure core can ship a list
# of puzzles without reading files at run time.
# Usage: cmake -DINPUT=<file> -DOUTPUT=<file.cpp> -DNAME=<function> -DHEADER=<core/x.hpp>
#        [-DLENGTH=<symbols per line>] -P this
# With LENGTH, a line whose grid (the symbols before any option) has another length fails the
# build (a seed list holds one board size).
foreach(var INPUT OUTPUT NAME HEADER)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "embed_puzzle_lines: -D${var}=... is required")
  endif()
endforeach()

# INPUT may name several files separated by '|' (a ';' would split the command line).
string(REPLACE "|" ";" inputs "${INPUT}")
set(body "")
set(count 0)
foreach(input IN LISTS inputs)
file(STRINGS "${input}" lines)
foreach(line IN LISTS lines)
  string(STRIP "${line}" line)
  if(line STREQUAL "" OR line MATCHES "^#")
    continue()
  endif()
  # Only symbols that need no escaping: a typo fails the build, not a run. Options may follow
  # the grid (" x", " box=2x8", " regions=<ids>").
  if(NOT line MATCHES "^[0-9A-Za-z.]+( [a-z]+(=[0-9A-Za-z]+)?)*$")
    message(FATAL_ERROR "embed_puzzle_lines: ${INPUT}: unexpected line '${line}'")
  endif()
  string(REGEX MATCH "^[0-9A-Za-z.]+" grid "${line}")
  string(LENGTH "${grid}" length)
  if(DEFINED LENGTH AND NOT length EQUAL LENGTH)
    message(FATAL_ERROR
      "embed_puzzle_lines: ${INPUT}: line '${line}' has ${length} symbols, not ${LENGTH}")
  endif()
  string(APPEND body "    \"${line}\"sv,\n")
  math(EXPR count "${count} + 1")
endforeach()
endforeach()
if(count EQUAL 0)
  message(FATAL_ERROR "embed_puzzle_lines: ${INPUT} holds no puzzle lines")
endif()

set(text "// Generated from ${INPUT} by cmake/embed_puzzle_lines.cmake; do not edit.
#include \"${HEADER}\"

namespace sudoku::core {

std::span<const std::string_view> ${NAME}() {
    // Inside the function: several generated lists share one unity-build batch. The sv
    // literals carry their length: measuring hundreds of long literals in a constant
    // expression runs past clang's evaluation step limit.
    using namespace std::string_view_literals;
    static constexpr std::string_view kLines[] = {
${body}    };
    return kLines;
}

}  // namespace sudoku::core
")
# Rewrite only on change so an unchanged list does not rebuild the core.
if(EXISTS "${OUTPUT}")
  file(READ "${OUTPUT}" old)
  if(old STREQUAL text)
    return()
  endif()
endif()
file(WRITE "${OUTPUT}" "${text}")
