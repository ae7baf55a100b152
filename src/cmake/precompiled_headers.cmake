# Precompiled headers: the standard library headers most of our files include, parsed once per
# target instead of once per file (parsing them was about half of each file's compile time).
# A target adds its own heavy third-party header (ImGui, doctest, nlohmann/json) on top.
# SUDOKU_PRECOMPILED_HEADERS=OFF builds without them, e.g. to find a file that forgot to
# include a standard header the precompiled set gave it.
option(SUDOKU_PRECOMPILED_HEADERS "Precompile the common standard headers per target" ON)

# sudoku_precompile_headers(TARGET [HEADER...]): the standard set plus HEADERs for TARGET.
function(sudoku_precompile_headers target)
  if(SUDOKU_PRECOMPILED_HEADERS)
    # Inside the function, so that targets of every folder (tests/ too) see the list.
    set(SUDOKU_PCH_STANDARD_HEADERS
        <algorithm> <array> <atomic> <charconv> <chrono> <cmath> <cstddef> <cstdint> <cstdio>
        <cstdlib> <cstring> <filesystem> <fstream> <functional> <iostream> <limits> <map>
        <memory> <optional> <set> <span> <sstream> <string> <string_view> <tuple>
        <unordered_map> <utility> <variant> <vector>)
    target_precompile_headers(${target} PRIVATE ${SUDOKU_PCH_STANDARD_HEADERS} ${ARGN})
  endif()
endfunction()
