# The browser build's third-party targets (emscripten): the same target names as the desktop
# glue, made from Debian's files without putting /usr/include on the include path (its libc
# headers would shadow emscripten's): the header-only libraries are linked one folder each into
# a build-local include folder, and ImGui is compiled from Debian's imgui source package
# (scripts/fetch-imgui-source) with the OpenGL ES 3 (WebGL2) backend.

set(SUDOKU_IMGUI_SOURCE_DIR "" CACHE PATH "Debian's imgui 1.86 sources (scripts/fetch-imgui-source)")
if(NOT EXISTS "${SUDOKU_IMGUI_SOURCE_DIR}/imgui.cpp")
  message(FATAL_ERROR "The web build needs ImGui's sources: configure with "
                      "-DSUDOKU_IMGUI_SOURCE_DIR=$(scripts/fetch-imgui-source) (scripts/build-web does)")
endif()

# One symbolic link per header-only library, so only those folders become visible.
set(SUDOKU_WEB_INCLUDE ${CMAKE_BINARY_DIR}/web-include)
file(MAKE_DIRECTORY ${SUDOKU_WEB_INCLUDE})
foreach(folder nlohmann CLI stb)
  if(NOT EXISTS /usr/include/${folder})
    message(FATAL_ERROR "/usr/include/${folder} is missing: run scripts/setup")
  endif()
  file(CREATE_LINK /usr/include/${folder} ${SUDOKU_WEB_INCLUDE}/${folder} SYMBOLIC)
endforeach()

add_library(nlohmann_json::nlohmann_json INTERFACE IMPORTED GLOBAL)
target_include_directories(nlohmann_json::nlohmann_json SYSTEM INTERFACE ${SUDOKU_WEB_INCLUDE})
add_library(CLI11::CLI11 INTERFACE IMPORTED GLOBAL)
target_include_directories(CLI11::CLI11 SYSTEM INTERFACE ${SUDOKU_WEB_INCLUDE})
# stb_image_write.h for the browser's PNG exports.
add_library(sudoku_stb INTERFACE)
target_include_directories(sudoku_stb SYSTEM INTERFACE ${SUDOKU_WEB_INCLUDE}/stb)

# No cairo, FreeType or giflib in wasm: the render library is built without its painters there.
add_library(sudoku_render_deps INTERFACE)

# ImGui 1.86 with the GLFW (emscripten's built-in GLFW) and OpenGL ES 3 backends.
set(IMGUI_DIR ${SUDOKU_IMGUI_SOURCE_DIR})
add_library(sudoku_imgui STATIC
  ${IMGUI_DIR}/imgui.cpp ${IMGUI_DIR}/imgui_draw.cpp ${IMGUI_DIR}/imgui_tables.cpp
  ${IMGUI_DIR}/imgui_widgets.cpp ${IMGUI_DIR}/misc/cpp/imgui_stdlib.cpp
  ${IMGUI_DIR}/backends/imgui_impl_glfw.cpp ${IMGUI_DIR}/backends/imgui_impl_opengl3.cpp)
target_compile_definitions(sudoku_imgui PUBLIC IMGUI_IMPL_OPENGL_ES3)
target_include_directories(sudoku_imgui SYSTEM PUBLIC ${IMGUI_DIR} ${IMGUI_DIR}/backends
                           ${IMGUI_DIR}/misc/cpp)
# emscripten's GLFW 3.2 API and WebGL2 (OpenGL ES 3.0).
target_link_options(sudoku_imgui PUBLIC -sUSE_GLFW=3 -sMIN_WEBGL_VERSION=2 -sMAX_WEBGL_VERSION=2)
set_target_properties(sudoku_imgui PROPERTIES UNITY_BUILD OFF)
set(SUDOKU_IMGUI_INCLUDE ${IMGUI_DIR} CACHE PATH "ImGui's headers" FORCE)

# The desktop's GL loader has no place here: WebGL2 functions come with emscripten's GLES3.
add_library(sudoku_glad INTERFACE)
