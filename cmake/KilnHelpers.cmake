# Shared build helpers. Every phase folder under src/ declares its library with
# kiln_library() and its unit tests with kiln_test().

function(kiln_setup_flags)
  add_compile_options(-Wall -Wextra -Wno-unused-parameter)
  if(KILN_WERROR)
    add_compile_options(-Werror)
  endif()
  if(KILN_SANITIZE)
    add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer
                        -fno-sanitize-recover=undefined)
    add_link_options(-fsanitize=address,undefined)
  endif()
  if(KILN_FUZZ)
    add_compile_options(-fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer)
    add_link_options(-fsanitize=address,undefined)
  endif()
endfunction()

# kiln_library(NAME SOURCES a.cc b.cc DEPS other_lib ...)
# Creates static library kiln_NAME; headers are included as "phase/file.h".
function(kiln_library name)
  cmake_parse_arguments(ARG "" "" "SOURCES;DEPS" ${ARGN})
  add_library(kiln_${name} STATIC ${ARG_SOURCES})
  target_include_directories(kiln_${name} PUBLIC ${PROJECT_SOURCE_DIR}/src
                                                 ${PROJECT_BINARY_DIR}/src)
  target_link_libraries(kiln_${name} PUBLIC ${ARG_DEPS})
endfunction()

# kiln_test(NAME SOURCES a_test.cc DEPS kiln_lib ...)
function(kiln_test name)
  if(NOT KILN_TESTS)
    return()
  endif()
  cmake_parse_arguments(ARG "" "" "SOURCES;DEPS" ${ARGN})
  add_executable(${name} ${ARG_SOURCES})
  target_link_libraries(${name} PRIVATE ${ARG_DEPS} GTest::gtest GTest::gtest_main GTest::gmock)
  # Listing the tests of an ASan binary can take seconds on a loaded machine.
  gtest_discover_tests(${name} DISCOVERY_MODE PRE_TEST DISCOVERY_TIMEOUT 60
                       PROPERTIES LABELS unit)
endfunction()

# kiln_benchmark(NAME SOURCES a_bench.cc DEPS kiln_lib ...)
function(kiln_benchmark name)
  if(NOT KILN_BENCHMARKS)
    return()
  endif()
  cmake_parse_arguments(ARG "" "" "SOURCES;DEPS" ${ARGN})
  add_executable(${name} ${ARG_SOURCES})
  target_link_libraries(${name} PRIVATE ${ARG_DEPS} benchmark::benchmark)
endfunction()

# kiln_fuzzer(NAME SOURCES a_fuzz.cc DEPS kiln_lib ...)
# The target is built into build/<preset>/bin (where scripts/fuzz.sh looks) and
# is part of the target `fuzzers`, which builds every fuzz target and only what
# they need.
function(kiln_fuzzer name)
  if(NOT KILN_FUZZ)
    return()
  endif()
  cmake_parse_arguments(ARG "" "" "SOURCES;DEPS" ${ARGN})
  add_executable(${name} ${ARG_SOURCES})
  target_compile_options(${name} PRIVATE -fsanitize=fuzzer)
  target_link_options(${name} PRIVATE -fsanitize=fuzzer)
  target_link_libraries(${name} PRIVATE ${ARG_DEPS})
  set_target_properties(${name} PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${PROJECT_BINARY_DIR}/bin)
  if(NOT TARGET fuzzers)
    add_custom_target(fuzzers)
  endif()
  add_dependencies(fuzzers ${name})
endfunction()
