from referee.launch import main

main()
