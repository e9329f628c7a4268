/*
 * The most common passwords, from public top lists of breached passwords (the NCSC's and
 * SecLists' top 10,000 and the yearly "worst passwords" lists), plus words anyone would try
 * first against this site. Only entries of 8 or more characters matter, since shorter ones
 * are refused anyway; a few shorter ones stay because variants of them are on the list.
 * Compared case-insensitively. One entry per whitespace-separated word.
 */
export const COMMON_PASSWORDS = `
password password1 password12 password123 password1234 password12345 password123456
passw0rd p@ssword p@ssw0rd pa55word pa55w0rd passwort password! password1! Password1!
passwordpassword mypassword newpassword secretpassword adminpassword password01 password2
password99 password2020 password2021 password2022 password2023 password2024 password2025
password2026 passpass passpass1 letmein1 letmein123 letmeinnow

12345678 123456789 1234567890 12345678910 123456789a 123456789q 1234567899 0123456789
987654321 9876543210 87654321 11111111 111111111 1111111111 00000000 000000000 0000000000
22222222 33333333 44444444 55555555 66666666 77777777 88888888 99999999 12341234 11223344
12121212 13131313 12344321 123123123 123321123 147258369 159753123 741852963 789456123
123qweasd 123qweasdzxc 1qaz2wsx 1qaz2wsx3edc 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y 1q2w3e4r5t
q1w2e3r4 q1w2e3r4t5 q1w2e3r4t5y6 zaq12wsx zaq1zaq1 zaq1xsw2 1qazxsw2 2wsx3edc
qwertyuiop qwertyui qwerty123 qwerty1234 qwerty12345 qwertyu1 qwertyuiop123 qwerty12
qwertyqwerty qwerty11 qwerty01 qwerty99 qwerty00 qwerty123456 qwer1234 qwerasdf asdfghjkl
asdfghjk asdf1234 asdfasdf asdfgh123 asdfqwer zxcvbnm1 zxcvbnm123 zxcvbnmm zxcvbnma
azertyuiop azerty123 qazwsxedc qazwsx123 1234qwer 1234abcd abcd1234 abc12345 abc123456
abcdefgh abcdefg1 abcdefgh1 a1b2c3d4 a1b2c3d4e5 aa123456 aaaaaaaa aaaaaaaa1 a12345678
q12345678 12345qwert 12345abc 123456abc 123abc123 123456aa 123456ab 123456qw 123456qwe

iloveyou iloveyou1 iloveyou2 iloveyou123 iloveu123 loveyou1 lovelove lovely123 loveme12
iloveme1 ilovegod ilovemyself ilovemom ilovemum ilovedad ilovehim ilovehe ilovejesus

sunshine sunshine1 princess princess1 football football1 baseball baseball1 basketball
welcome1 welcome123 welcome12 welcomeback superman superman1 batman123 spiderman
starwars starwars1 pokemon1 pokemon123 trustno1 trustnoone whatever whatever1 freedom1
dragon123 dragons1 monkey123 monkey12 shadow12 shadow123 master123 master12 mastermind
michael1 jennifer jennifer1 jordan23 jordan123 charlie1 charlie123 thomas123 robert123
jessica1 michelle ashley123 daniel123 andrew123 matthew1 joshua123 william1 anthony1
hannah123 nicole123 elizabeth samantha samantha1 victoria stephanie christine alexander
benjamin1 jonathan1 nicholas1 christopher liverpool liverpool1 chelsea1 arsenal1
manchester manutd123 tottenham newcastle everton1 rangers1 celtic123 england1 scotland
london123 london12 london2012 ireland1 dublin123 unitedkingdom britain1 greatbritain
computer computer1 internet internet1 microsoft windows10 google123 facebook facebook1
instagram youtube1 linkedin twitter1 samsung1 iphone123 blackberry playstation
playstation2 xbox360x minecraft minecraft1 fortnite1 roblox123 nintendo superstar
starlight rainbow1 butterfly butterfly1 flower12 flowers1 sunflower chocolate chocolate1
cookie123 cupcake1 cheese123 banana123 apple123 orange123 strawberry blueberry pineapple
purple12 yellow12 summer12 summer123 summer2020 summer2021 summer2022 summer2023
summer2024 summer2025 winter12 winter123 winter2024 winter2025 autumn2024 spring2024
january1 february march2024 september october1 november december december1 monday123
friday13 weekend1 birthday birthday1 christmas christmas1 halloween valentine

qwerty00 hello123 hello1234 helloworld hellokitty hello12345 goodbye1 goodluck1
letmein! changeme changeme1 changeme123 default1 default123 secret123 secret12 secret1234
admin123 admin1234 administrator admin12345 adminadmin root1234 rootroot toor1234
user1234 username username1 guest123 test1234 testing1 testing123 test12345 testtest
demo1234 sample123 temp1234 temppass temporary access14 access123 login123 logmein1
passcode passcode1 pass1234 pass12345 pass123456 mypass123 nopassword noaccess
qwerty!@# 1qaz!QAZ !QAZ2wsx P@ssw0rd1 P@55w0rd Passw0rd! Welcome1! Welcome@123
Password@123 Admin@123 Qwerty@123 Abc@1234 Abcd@1234 Test@123 India@123 Pass@123

baseball2 football2 soccer12 soccer123 hockey12 hockey123 tennis12 golfer12 cricket1
rugby123 runner12 fishing1 hunting1 guitar12 guitar123 music123 musiclover
jesus123 jesuschrist blessed1 blessing angel123 angels12 heaven12 godisgood praise12
family12 family123 mother12 mother123 father12 friends1 friend12 forever1 together
lovers12 sweetheart sweetie1 honey123 babygirl babygirl1 babyboy1 prince123 princesa
sexy1234 hottie12 beautiful beautiful1 pretty12 gorgeous handsome cutie123

michael123 daniel1 david123 james123 john1234 mark1234 paul1234 peter123 steven12
sarah123 emma1234 laura123 lucy1234 olivia12 sophie12 charlotte amelia12 jack1234
harry123 george12 oliver12 alfie123 freddie1 archie12 poppy123 daisy123 molly123

trustme1 believe1 imagine1 remember dontknow idontknow nothing1 something anything
everything whatever! fuckyou1 fuckoff1 bullshit asshole1 killer12 killer123 hacker12
ninja123 pirate12 zombie12 vampire1 phoenix1 matrix12 warrior1 viking12 knight12
mustang1 ferrari1 porsche1 mercedes corvette harley12 yamaha12 ducati12 bmw12345

boxroom boxroom1 boxroom123 boxroom2026 boxroompassword lovespace lovespace1
lovespace123 storage1 storage123 mystorage storeit1 boxes123 mybox123 selfstorage
`;
